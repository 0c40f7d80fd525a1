import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ContentPagesEditor } from './ContentPagesEditor';

afterEach(() => vi.unstubAllGlobals());

const page = (slug: string, title: string, body: string, updated: string | null = null) => ({ page: { slug, title, body, updated } });

it('edits the Returns page and switches to Terms (the admin’s screen)', async () => {
  const saved = page('returns', 'Returns', 'Within 14 days.', '2026-11-29T09:00:00.000Z');
  const calls = stubApi({
    'GET /api/page/returns': [jsonResponse(200, page('returns', 'Returns', 'Within 7 days.')), jsonResponse(200, saved)],
    'PUT /api/page/returns': jsonResponse(200, { success: true, message: 'Page has been saved successfully!', ...saved }),
    'GET /api/page/terms': jsonResponse(200, page('terms', 'Terms', 'Sold by the seller named on the page.')),
  });
  const user = userEvent.setup();
  renderWithProviders(<ContentPagesEditor />, '/dashboard/pages');

  const text = await screen.findByLabelText(/^Text/);
  expect(text).toHaveValue('Within 7 days.');
  expect(screen.getByText(/default text until you save/)).toBeInTheDocument();
  await user.clear(text);
  await user.type(text, 'Within 14 days.');
  await user.click(screen.getByRole('button', { name: 'Save Page' }));
  await vi.waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'Returns', body: 'Within 14 days.' }));

  await user.click(screen.getByRole('button', { name: 'Terms' }));
  expect(await screen.findByDisplayValue('Sold by the seller named on the page.')).toBeInTheDocument();
});
