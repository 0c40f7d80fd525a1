import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { FakeObserver } from '@/testing/fake-intersection-observer';
import { makeProduct } from '@/testing/product-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CategoryBlock } from './CategoryBlock';

const groceries = { _id: 'c1', name: 'Groceries', slug: 'groceries', description: 'Flour, tea and more.', isActive: true };
const products = [
  makeProduct({ _id: 'p1', name: 'Ketepa Tea 500g', slug: 'ketepa-tea' }),
  makeProduct({ _id: 'p2', name: 'Jogoo Maize Flour 2kg', slug: 'jogoo-flour' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('CategoryBlock', () => {
  it('holds one announced stand-in while far below, and asks for and shows the cards once the shopper scrolls near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const calls = stubApi({
      'GET /api/product/list?category=groceries&limit=8': jsonResponse(200, { products, totalPages: 1, currentPage: 1, count: 2 }),
    });
    renderWithProviders(<CategoryBlock category={groceries} />);
    const block = screen.getByRole('region', { name: 'Groceries' });

    const standIn = within(block).getByRole('status', { name: 'Loading Groceries products…' });
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    expect(within(block).queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
    expect(within(block).getByRole('link', { name: 'View all Groceries' })).toHaveAttribute('href', '/shop/category/groceries');
    // A block asks at once when mounted (the query's fetch starts a tick later): none may have gone out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);

    await act(async () => FakeObserver.last!.enter(true));

    expect(await within(block).findByText('Ketepa Tea 500g')).toBeInTheDocument();
    expect(within(block).getByText('Jogoo Maize Flour 2kg')).toBeInTheDocument();
    expect(within(block).queryByRole('status')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/product/list?category=groceries&limit=8']);
  });
});
