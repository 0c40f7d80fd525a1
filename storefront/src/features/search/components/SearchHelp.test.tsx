import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SearchHelp } from './SearchHelp';

afterEach(() => vi.unstubAllGlobals());

it('offers "did you mean" and the popular products under a search that found nothing', async () => {
  const fetchMock = mockFetch(() =>
    jsonResponse(200, {
      didYouMean: 'kiondo handbag',
      popular: [{ name: 'Kikapu Woven Sisal Kiondo', slug: 'kikapu-woven-sisal-kiondo', imageUrl: null, price: 2500 }],
    }),
  );
  renderWithProviders(<SearchHelp term="kiondu hanbag" />, '/shop');
  expect(await screen.findByRole('link', { name: 'kiondo handbag' })).toHaveAttribute('href', '/shop?name=kiondo+handbag');
  expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Kikapu Woven Sisal Kiondo/ })).toHaveAttribute('href', '/product/kikapu-woven-sisal-kiondo');
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/product/list/search/kiondu%20hanbag/help');
});
