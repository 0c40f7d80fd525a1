import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Merchant } from '../types';
import { MerchantsPage } from './MerchantsPage';

const merchant = (overrides: Partial<Merchant>): Merchant => ({
  _id: 'mer_1',
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phoneNumber: '0712345678',
  brandName: 'Kikapu',
  brand: null,
  business: 'Handwoven baskets.',
  status: 'Waiting Approval',
  isActive: false,
  created: '2025-03-05T10:00:00.000Z',
  ...overrides,
});

const approved = merchant({ _id: 'mer_a', brandName: 'Approved Co', status: 'Approved', isActive: true });
const rejected = merchant({ _id: 'mer_r', brandName: 'Rejected Co', status: 'Rejected' });
const pending = merchant({ _id: 'mer_p', brandName: 'Pending Co' });
const phoneOnly = merchant({ _id: 'mer_n', brandName: 'Phone Co', email: null, phoneNumber: '0733555019' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const merchantsApi = () =>
  mockFetch((url, init) => {
    if (init.method === 'PUT' || init.method === 'DELETE') return jsonResponse(200, { success: true, message: 'Merchant has been approved.' });
    if (url.startsWith('/api/merchant/search')) return jsonResponse(200, { merchants: [pending] });
    return jsonResponse(200, { merchants: [approved, rejected, pending, phoneOnly], totalPages: 2, currentPage: 1, count: 24 });
  });

const card = (brand: string) => screen.getByRole('article', { name: `Merchant ${brand}` });

describe('MerchantsPage', () => {
  it('shows each card with the actions of its status (spec §2 Merchant card)', async () => {
    merchantsApi();
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    expect(await screen.findByText('24 merchants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/dashboard/merchant/add');
    expect(screen.getByRole('navigation', { name: 'Merchants pages' })).toBeInTheDocument();

    const a = within(card('Approved Co'));
    expect(a.getByText('Approved')).toBeInTheDocument();
    expect(a.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(a.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(a.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const r = within(card('Rejected Co'));
    expect(r.getByRole('button', { name: 'Re-Approve' })).toBeInTheDocument();
    expect(r.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(r.getByRole('switch', { name: 'Active' })).not.toBeChecked();

    const p = within(card('Pending Co'));
    expect(p.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(p.getByRole('switch', { name: 'Active' })).toBeInTheDocument();

    const n = within(card('Phone Co'));
    expect(n.getByText(/Merchant doesn't have email. Call at/)).toBeInTheDocument();
    expect(n.getByRole('link', { name: '0733555019' })).toHaveAttribute('href', 'tel:0733555019');
    expect(n.getByText('N/A')).toBeInTheDocument();
    expect(n.queryByRole('switch')).not.toBeInTheDocument();
    expect(n.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(n.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(n.getByText('March 5, 2025')).toBeInTheDocument();
  });

  it('approves, toggles and deletes after confirming, reloading the list each time', async () => {
    const fetchMock = merchantsApi();
    const user = userEvent.setup();
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    await screen.findByText('24 merchants');
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/merchant?')).length;
    const before = listCalls();

    await user.click(within(card('Pending Co')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Merchant has been approved.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/merchant/approve/mer_p', expect.objectContaining({ method: 'PUT' }));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));

    await user.click(within(card('Approved Co')).getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/merchant/mer_a/active', 'PUT')).toEqual({ merchant: { isActive: false } }));

    await user.click(within(card('Rejected Co')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/merchant/delete/mer_r', expect.objectContaining({ method: 'DELETE' })),
    );
  });

  it('searches from 2 characters with the spec placeholder and hides the pages while searching', async () => {
    const fetchMock = merchantsApi();
    const user = userEvent.setup();
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    const box = await screen.findByPlaceholderText('Type email, phone number, brand or status');
    await user.type(box, 'p');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/merchant/search'))).toBe(false);
    await user.type(box, 'e');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 merchant')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/merchant/search?search=pe', expect.anything());
    expect(screen.queryByRole('navigation', { name: 'Merchants pages' })).not.toBeInTheDocument();
  });

  it("says 'no merchants found.' for an empty list", async () => {
    mockFetch(() => jsonResponse(200, { merchants: [], totalPages: 0, currentPage: 1, count: 0 }));
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    expect(await screen.findByText('no merchants found.')).toBeInTheDocument();
  });
});
