import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { makeProduct } from '@/testing/product-fixture';

const NOT_FOUND = 'The page you are looking for was not found.';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('renders the not-found page for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the not-found page at /404', async () => {
    renderRoute('/404');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });

  it('does not render the not-found page for a known path', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { products: [], totalPages: 0, currentPage: 1, count: 0 })));
    renderRoute('/shop');
    expect(await screen.findByText('no products found.')).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('shows a product fetched by slug', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { product: makeProduct({ quantity: 0 }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/product/maasai-shuka-blanket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maasai Shuka Blanket' })).toBeInTheDocument();
    expect(screen.getByText('Kes. 1,500')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('SKU-001')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/product/item/maasai-shuka-blanket', expect.anything());
  });

  it("shows 'no product found.' when the product API answers 404", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { message: 'No product found.' })));
    renderRoute('/product/missing');
    expect(await screen.findByText('no product found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
