import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ProductSearch } from './ProductSearch';

const suggestions = [
  { name: 'Kilima Energy-Saving Charcoal Jiko', slug: 'kilima-energy-saving-jiko', imageUrl: '/api/files/jiko.jpg', price: 1650 },
  { name: 'Kilima 2L Thermos Flask', slug: 'kilima-thermos-flask-2l', imageUrl: null, price: 1399 },
];

function ProductRoute() {
  const { slug } = useParams();
  return <p>product page {slug}</p>;
}

function ShopRoute() {
  const [params] = useSearchParams();
  return <p>shop list for {params.get('name')}</p>;
}

function renderSearch() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductSearch />
        <Routes>
          <Route path="/" element={null} />
          <Route path="/product/:slug" element={<ProductRoute />} />
          <Route path="/shop" element={<ShopRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const searchCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/product/list/search/'));

describe('ProductSearch', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ products: suggestions }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const advance = (ms: number) => act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

  it('requests suggestions 1 s after typing stops, only at trimmed lengths 3, 6, 9…', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(input, 'ki');
    await advance(1100);
    expect(searchCalls(fetchMock)).toEqual([]);

    await user.type(input, 'l');
    await advance(500);
    expect(searchCalls(fetchMock)).toEqual([]);
    await advance(600);
    expect(searchCalls(fetchMock)).toEqual(['/api/product/list/search/kil']);

    await user.type(input, 'im');
    await advance(1100);
    expect(searchCalls(fetchMock)).toHaveLength(1);

    // 'kilim ' trims to 5 characters: no request; 'kilima' is 6: a request.
    await user.type(input, ' ');
    await advance(1100);
    expect(searchCalls(fetchMock)).toHaveLength(1);
    await user.clear(input);
    await user.type(input, '  kilima  ');
    await advance(1100);
    expect(searchCalls(fetchMock)).toEqual(['/api/product/list/search/kil', '/api/product/list/search/kilima']);

    // Empty input: no request, no list.
    await user.clear(input);
    await advance(1100);
    expect(searchCalls(fetchMock)).toHaveLength(2);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists suggestions with image, name and price, and Enter opens the chosen product', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(input, 'kil');
    await advance(1100);

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options[0]).toHaveTextContent('Kilima Energy-Saving Charcoal Jiko');
    expect(options[0]).toHaveTextContent('Kes. 1,650');
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/api/files/jiko.jpg');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('product page kilima-thermos-flask-2l')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('Enter (the search key) opens the shop list filtered by the text when no suggestion is highlighted', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(screen.getByRole('search', { name: 'Products' })).toContainElement(input);

    // Before any suggestion arrives.
    await user.type(input, '  solr lantern {Enter}');
    expect(await screen.findByText('shop list for solr lantern')).toBeInTheDocument();
    // The results page keeps the query in the box, and offers no suggestions for it.
    expect(input).toHaveValue('solr lantern');
    await advance(1100);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    // With suggestions listed but none highlighted.
    await user.clear(input);
    await user.type(input, 'kil');
    await advance(1100);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('shop list for kil')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('kil');
  });

  it('shows the searched text in the box when the results page is opened by its link', async () => {
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/shop?name=unga%20pembe']}>
          <ProductSearch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('unga pembe');
  });

  it('Enter with only spaces typed stays where it is', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   {Enter}');
    expect(screen.queryByText(/shop list for/)).not.toBeInTheDocument();
  });

  it('opens a product when its suggestion is clicked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'kil');
    await advance(1100);
    await user.click(await screen.findByRole('option', { name: /Charcoal Jiko/ }));
    expect(await screen.findByText('product page kilima-energy-saving-jiko')).toBeInTheDocument();
  });
});
