import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { ActivityEntry } from '../types';
import { ActivityPage } from './ActivityPage';
import { EntityHistory } from './EntityHistory';

afterEach(() => {
  vi.unstubAllGlobals();
});

const priceChange: ActivityEntry = {
  _id: 'aud_1',
  actor: { _id: 'acct_wanjiru', role: 'ROLE_MERCHANT', name: 'Wanjiru Kamau' },
  entity: 'product',
  entityId: 'prod_1',
  target: { name: 'Kikoy Beach Wrap', link: '/product/kikoy-beach-wrap' },
  action: 'product.update',
  changes: { price: { before: 900, after: 950 }, isActive: { before: true, after: false }, brand: { before: 'brand_01A', after: 'brand_01B' } },
  names: { brand_01A: { name: 'Acacia', link: '/shop/brand/acacia' }, brand_01B: { name: 'Chui', link: '/shop/brand/chui' } },
  created: '2026-03-05T11:03:00.000Z',
};
const approval: ActivityEntry = {
  _id: 'aud_2',
  actor: { _id: 'acct_admin', role: 'ROLE_ADMIN', name: 'Achieng Otieno' },
  entity: 'merchant',
  entityId: 'mer_1',
  target: { name: 'Naserian Beads (Naserian)', link: null },
  action: 'merchant.approve',
  changes: { status: { before: 'Waiting Approval', after: 'Approved' } },
  created: '2026-03-04T08:00:00.000Z',
};

const urls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('ActivityPage', () => {
  it('lists the newest changes with who, when and each field before → after, counted and paged', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { entries: [priceChange, approval], totalPages: 3, currentPage: 1, count: 42 }));
    renderWithProviders(<ActivityPage />, '/dashboard/activity');

    const entries = await screen.findAllByTestId('activity-entry');
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('button', { name: 'Show activity of Wanjiru Kamau' })).toBeInTheDocument();
    expect(within(first).getByText('Merchant')).toBeInTheDocument();
    expect(within(first).getByText('Product update')).toBeInTheDocument();
    expect(within(first).getByText('March 5, 2026, 14:03')).toBeInTheDocument();
    expect(first).toHaveTextContent('price: Kes. 900 → Kes. 950');
    expect(first).toHaveTextContent('isActive: Yes → No');
    expect(second).toHaveTextContent('status: Waiting Approval → Approved');
    // Each entry names what it is about, linked to its page, never by its id.
    expect(within(first).getByRole('link', { name: 'Product Kikoy Beach Wrap' })).toHaveAttribute('href', '/product/kikoy-beach-wrap');
    expect(second).toHaveTextContent('Merchant Naserian Beads (Naserian)');
    expect(first).not.toHaveTextContent('prod_1');
    expect(first).toHaveTextContent('brand: Acacia → Chui');
    expect(first).not.toHaveTextContent('brand_01');
    expect(second).not.toHaveTextContent('mer_1');
    expect(screen.getByText('42 changes')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Activity pages' })).toBeInTheDocument();
    expect(urls(fetchMock)).toEqual(['/api/audit?page=1&limit=20']);
  });

  it('filters by entity, period and person, back to page 1 each time', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { entries: [priceChange], totalPages: 2, currentPage: 1, count: 21 }));
    const user = userEvent.setup();
    renderWithProviders(<ActivityPage />, '/dashboard/activity');
    await screen.findAllByTestId('activity-entry');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/audit?page=2&limit=20'));

    await user.selectOptions(screen.getByLabelText('Entity'), 'product');
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/audit?page=1&limit=20&entity=product'));

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/audit?page=1&limit=20&entity=product&from=2026-03-01'));

    await user.click(screen.getByRole('button', { name: 'Show activity of Wanjiru Kamau' }));
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/audit?page=1&limit=20&actor=acct_wanjiru&entity=product&from=2026-03-01'),
    );
    expect(screen.getByText('Wanjiru Kamau', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Everyone' }));
    await waitFor(() => expect(urls(fetchMock).at(-1)).toBe('/api/audit?page=1&limit=20&entity=product&from=2026-03-01'));
  });

  it("says 'No Activity Found!' when nothing matches", async () => {
    mockFetch(() => jsonResponse(200, { entries: [], totalPages: 0, currentPage: 1, count: 0 }));
    renderWithProviders(<ActivityPage />, '/dashboard/activity');
    expect(await screen.findByText('No Activity Found!')).toBeInTheDocument();
  });
});

describe('EntityHistory', () => {
  it("shows a product's history card with its entries", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { entries: [priceChange], totalPages: 1, currentPage: 1, count: 1 }));
    renderWithProviders(<EntityHistory entity="product" id="prod_1" />);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(await screen.findByTestId('activity-entry')).toHaveTextContent('price: Kes. 900 → Kes. 950');
    expect(urls(fetchMock)).toEqual(['/api/audit?entity=product&entityId=prod_1&limit=20']);
  });

  it('shows nothing, and no notice, when the caller may not see the history (403)', async () => {
    const fetchMock = mockFetch(() => jsonResponse(403, { error: 'You may only see the history of your own products and order lines.' }));
    const { container } = renderWithProviders(<EntityHistory entity="order" id="order_1" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument());
    expect(container).not.toHaveTextContent('Forbidden');
  });
});
