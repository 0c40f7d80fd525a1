import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { Product } from '@/lib/types';
import { makeProduct } from '@/testing/product-fixture';
import { renderRoute } from '@/testing/render-route';
import { ShopPage } from './ShopPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const products = (count: number, offset = 0): Product[] =>
  Array.from({ length: count }, (_, index) =>
    makeProduct({ _id: `p${offset + index}`, slug: `product-${offset + index}`, name: `Product ${offset + index}` }),
  );

/** A fake API: 64 products in pages of `limit`, plus category and brand lists. */
function fakeApi({ total = 64 } = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/category/list') {
      return json({ categories: [{ _id: 'c1', name: 'Electronics & Gadgets', slug: 'electronics', description: '', isActive: true }] });
    }
    if (url.pathname === '/api/brand/list') {
      return json({ brands: [{ _id: 'b1', name: 'Safari Gear', slug: 'safari-gear', description: '', isActive: true, merchant: null }] });
    }
    if (url.pathname === '/api/product/list') {
      const unknown = url.searchParams.get('category') === 'no-such-category';
      const count = unknown ? 0 : total;
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const onPage = Math.max(0, Math.min(limit, count - limit * (page - 1)));
      return json({ products: products(onPage, limit * (page - 1)), totalPages: Math.ceil(count / limit), currentPage: page, count });
    }
    return json({ message: 'Not found' }, 404);
  });
}

// Rendering waits on fetches; allow for a busy CI machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

let fetchMock: ReturnType<typeof fakeApi>;

/** The shop routes alone (no header or footer), at `path`. */
function renderShop(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/shop', element: <ShopPage /> },
      { path: '/shop/category/:slug', element: <ShopPage scope="category" /> },
      { path: '/shop/brand/:slug', element: <ShopPage scope="brand" /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

const productListCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/product/list');

const lastProductListQuery = () => Object.fromEntries(productListCalls().at(-1)!.searchParams);

beforeEach(() => {
  fetchMock = fakeApi();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShopPage', () => {
  it("shows 'Shop', the first page of 20 and the range text", async () => {
    renderShop('/shop');
    expect(await screen.findByText('Showing: 1-20 products of 64 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(lastProductListQuery()).toEqual({ page: '1', limit: '20' });
    expect(document.title).toMatch(/^Shop \|/);
  });

  it('reads the filters from the URL and sends them to the API', async () => {
    renderShop('/shop/category/electronics?min=100&max=5000&rating=4&order=2&page=2');
    expect(await screen.findByText('Showing: 21-40 products of 64 products')).toBeInTheDocument();
    expect(lastProductListQuery()).toEqual({
      category: 'electronics',
      min: '100',
      max: '5000',
      rating: '4',
      order: '2',
      page: '2',
      limit: '20',
    });
    expect(await screen.findByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '5000');
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuetext', '4 stars & up');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('2');
  });

  it('searches by ?name= (the header search), keeping it when the sort order changes', async () => {
    const { router } = renderShop('/shop?name=solr+lantern');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “solr lantern”' })).toBeInTheDocument();
    await waitFor(() => expect(lastProductListQuery()).toEqual({ name: 'solr lantern', page: '1', limit: '20' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price Low to High');
    await waitFor(() => expect(router.state.location.search).toBe('?name=solr+lantern&order=2'));
    await waitFor(() => expect(lastProductListQuery()).toMatchObject({ name: 'solr lantern', order: '2' }));
  });

  it('titles the page with the category or brand name', async () => {
    renderShop('/shop/category/electronics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Electronics & Gadgets' })).toBeInTheDocument();
  });

  it('titles a brand page with the brand name and sends the brand', async () => {
    renderShop('/shop/brand/safari-gear');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safari Gear' })).toBeInTheDocument();
    await waitFor(() => expect(lastProductListQuery()).toMatchObject({ brand: 'safari-gear' }));
  });

  it("shows 'no products found.' for an unknown slug, without a range text or pagination", async () => {
    renderShop('/shop/category/no-such-category');
    expect(await screen.findByText('no products found.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  });

  it('hides the pagination when everything fits on one page', async () => {
    fetchMock = fakeApi({ total: 7 });
    vi.stubGlobal('fetch', fetchMock);
    renderShop('/shop');
    expect(await screen.findByText('Showing: 1-7 products of 7 products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('shows the last, short page', async () => {
    renderShop('/shop?page=4');
    expect(await screen.findByText('Showing: 61-64 products of 64 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('paginates one-based and keeps the filters in the URL', async () => {
    const { router } = renderShop('/shop?order=1');
    const nav = await screen.findByRole('navigation', { name: 'Product pages' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Showing: 21-40 products of 64 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order=1&page=2');
    expect(lastProductListQuery()).toMatchObject({ page: '2', order: '1' });
    expect(within(nav).getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
  });

  it('changing the sort order goes back to page 1', async () => {
    const { router } = renderShop('/shop?page=3');
    await screen.findByText('Showing: 41-60 products of 64 products');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price Low to High');
    await waitFor(() => expect(router.state.location.search).toBe('?order=2'));
    expect(await screen.findByText('Showing: 1-20 products of 64 products')).toBeInTheDocument();
    expect(lastProductListQuery()).toMatchObject({ order: '2', page: '1' });
  });

  it('the min and max boxes filter as the slider does: in the URL, back to page 1, sent to the API', async () => {
    const { router } = renderShop('/shop?order=1&page=3');
    await screen.findByText('Showing: 41-60 products of 64 products');
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Min (Kes.)' }));
    await user.type(screen.getByRole('textbox', { name: 'Min (Kes.)' }), '500');
    await user.clear(screen.getByRole('textbox', { name: 'Max (Kes.)' }));
    await user.type(screen.getByRole('textbox', { name: 'Max (Kes.)' }), '5000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?order=1&min=500&max=5000'));
    await waitFor(() => expect(lastProductListQuery()).toMatchObject({ min: '500', max: '5000', order: '1', page: '1' }));
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '500');
  });

  it('falls back to the defaults for bad URL values', async () => {
    renderShop('/shop?min=abc&max=-3&rating=9&order=7&page=zero');
    expect(await screen.findByText('Showing: 1-20 products of 64 products')).toBeInTheDocument();
    expect(lastProductListQuery()).toEqual({ page: '1', limit: '20' });
    expect(screen.getByRole('slider', { name: 'Minimum rating' })).toHaveAttribute('aria-valuetext', 'Any');
  });

  it('labels every control and keeps the heading order', async () => {
    renderShop('/shop');
    await screen.findByText('Showing: 1-20 products of 64 products');
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rating' })).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    expect(levels[0]).toBe(1);
  });

  it('is what the app routes /shop/category/:slug to (lazy-loaded)', async () => {
    renderRoute('/shop/category/electronics?order=1');
    expect(await screen.findByText('Showing: 1-20 products of 64 products')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Electronics & Gadgets' })).toBeInTheDocument();
    expect(lastProductListQuery()).toEqual({ category: 'electronics', order: '1', page: '1', limit: '20' });
  });
});
