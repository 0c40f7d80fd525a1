import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReturnsPage } from './ContentPageView';

afterEach(() => vi.unstubAllGlobals());

it('shows the text the admin wrote for /returns, one paragraph per blank line', async () => {
  mockFetch((url) =>
    url === '/api/page/returns'
      ? jsonResponse(200, { page: { slug: 'returns', title: 'Returns and refunds', body: 'Within 14 days.\n\nRefunds by M-Pesa.', updated: null } })
      : jsonResponse(404, {}),
  );
  renderWithProviders(<ReturnsPage />, '/returns');
  expect(await screen.findByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeInTheDocument();
  expect(screen.getByText('Within 14 days.')).toBeInTheDocument();
  expect(screen.getByText('Refunds by M-Pesa.')).toBeInTheDocument();
});
