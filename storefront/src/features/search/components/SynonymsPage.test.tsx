import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SynonymsPage } from './SynonymsPage';

afterEach(() => vi.unstubAllGlobals());

const unga = { _id: 's1', term: 'unga', meaning: 'maize flour' };
const mkoba = { _id: 's2', term: 'mkoba', meaning: 'handbag' };

it("lists the search words, adds one and removes one (the admin's screen)", async () => {
  const calls = stubApi({
    'GET /api/search/synonym': [
      jsonResponse(200, { synonyms: [unga] }),
      jsonResponse(200, { synonyms: [mkoba, unga] }),
      jsonResponse(200, { synonyms: [mkoba] }),
    ],
    'POST /api/search/synonym/add': jsonResponse(200, { success: true, message: 'Synonym has been added successfully!', synonym: mkoba }),
    'DELETE /api/search/synonym/delete/s1': jsonResponse(200, { success: true, message: 'Synonym has been deleted successfully!' }),
  });
  const user = userEvent.setup();
  renderWithProviders(<SynonymsPage />, '/dashboard/search-words');

  const list = await screen.findByRole('list', { name: 'Search words' });
  expect(list).toHaveTextContent('unga → maize flour');

  await user.type(screen.getByLabelText('Word shoppers type'), 'mkoba');
  await user.type(screen.getByLabelText('What it means'), 'handbag');
  await user.click(screen.getByRole('button', { name: 'Add Word' }));
  expect(await within(list).findByText('mkoba')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ term: 'mkoba', meaning: 'handbag' });

  await user.click(screen.getByRole('button', { name: 'Remove unga' }));
  await vi.waitFor(() => expect(screen.queryByText('maize flour', { exact: false })).not.toBeInTheDocument());
  expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/search/synonym/delete/s1')).toBe(true);
});
