import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { WishlistItem } from '../api/get-wishlist';
import { WishlistPage } from './WishlistPage';

const EMPTY = 'you have no items in your wishlist yet!';

const item = (overrides: Partial<WishlistItem['product']> = {}): WishlistItem => ({
  _id: 'wish_1',
  created: '2025-01-31T23:59:00.000Z',
  isLiked: true,
  product: { _id: 'prod_1', slug: 'solar-lantern', name: 'Solar Lantern', price: 1300, imageUrl: '/api/files/lantern.jpg', ...overrides },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WishlistPage', () => {
  it('shows each liked product with image, link, price and the date it was added', async () => {
    stubApi({ 'GET /api/wishlist': jsonResponse(200, { wishlist: [item(), { ...item({ _id: 'prod_2', slug: 'jiko', name: 'Jiko', imageUrl: null }), _id: 'wish_2' }] }) });
    renderWithProviders(<WishlistPage />);

    expect(screen.getByRole('heading', { name: 'Your Wishlist', level: 1 })).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('article');
    expect(second).toBeDefined();
    const lantern = within(first!);
    expect(lantern.getByRole('link', { name: 'Solar Lantern' })).toHaveAttribute('href', '/product/solar-lantern');
    expect(lantern.getByRole('img', { name: 'Solar Lantern' })).toHaveAttribute('src', '/api/files/lantern.jpg');
    expect(lantern.getByText('Kes. 1,300')).toBeInTheDocument();
    // Added at 23:59 UTC on 31 January: 02:59 on 1 February in Nairobi, the shop's time zone.
    expect(lantern.getByText('Wishlist Added on February 1, 2025')).toBeInTheDocument();
    expect(within(second!).getByTestId('image-placeholder')).toBeInTheDocument();
  });

  it('removes a product, then shows the empty text', async () => {
    const calls = stubApi({
      'GET /api/wishlist': [jsonResponse(200, { wishlist: [item()] }), jsonResponse(200, { wishlist: [] })],
      'POST /api/wishlist': jsonResponse(200, { success: true, message: 'Removed from your wishlist.' }),
    });
    renderWithProviders(<WishlistPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Solar Lantern from your wishlist' }));

    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ product: 'prod_1', isLiked: false });
  });

  it('says there is nothing yet, and offers a retry when loading fails', async () => {
    stubApi({ 'GET /api/wishlist': [jsonResponse(500, {}), jsonResponse(200, { wishlist: [] })] });
    renderWithProviders(<WishlistPage />);
    await userEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
    await waitFor(() => expect(screen.getByText(EMPTY)).toBeInTheDocument());
  });
});
