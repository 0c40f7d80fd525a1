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
    expect(n.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    // Issue item 20: approved with an e-mail the admin adds, or invited by SMS; or rejected.
    expect(n.getByRole('button', { name: 'Approve with email' })).toBeInTheDocument();
    expect(n.getByRole('button', { name: 'Invite by SMS' })).toBeInTheDocument();
    expect(n.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
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

  it('approves a phone-only applicant with an added e-mail (checked first), or invites them by SMS', async () => {
    const fetchMock = merchantsApi();
    const user = userEvent.setup();
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    await screen.findByText('24 merchants');
    const n = within(card('Phone Co'));
    await user.type(n.getByLabelText('Their email'), 'not-an-email');
    await user.click(n.getByRole('button', { name: 'Approve with email' }));
    expect(n.getByText('Email format is invalid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/merchant/approve/mer_n', expect.anything());

    await user.clear(n.getByLabelText('Their email'));
    await user.type(n.getByLabelText('Their email'), 'phone.co@example.com');
    await user.click(n.getByRole('button', { name: 'Approve with email' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/merchant/approve/mer_n', 'PUT')).toEqual({ email: 'phone.co@example.com' }));
  });

  it('invites a phone-only applicant by SMS', async () => {
    const fetchMock = merchantsApi();
    const user = userEvent.setup();
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    await screen.findByText('24 merchants');
    await user.click(within(card('Phone Co')).getByRole('button', { name: 'Invite by SMS' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/merchant/approve/mer_n', 'PUT')).toEqual({ invite: 'sms' }));
  });

  it('has a Waiting tab with its count, which an approval updates at once, with the menu’s', async () => {
    let waitingCount = 3;
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'PUT') {
        waitingCount -= 1;
        return jsonResponse(200, { success: true, message: 'Merchant has been approved.' });
      }
      if (url.includes('status=Waiting')) return jsonResponse(200, { merchants: [pending, phoneOnly], totalPages: 1, currentPage: 1, count: waitingCount });
      if (url.startsWith('/api/dashboard/queues')) return jsonResponse(200, { merchants: waitingCount, reviews: 0 });
      return jsonResponse(200, { merchants: [approved, rejected, pending, phoneOnly], totalPages: 2, currentPage: 1, count: 24 });
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    queryClient.setQueryData(['dashboard', 'queues'], { merchants: 3, reviews: 0 });
    const tabs = await screen.findByRole('navigation', { name: 'Merchants by status' });
    expect(await within(tabs).findByRole('link', { name: 'Waiting 3' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(tabs).getByRole('link', { name: 'Waiting 3' }));
    expect(await screen.findByText('3 merchants')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Merchant Approved Co' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/merchant?page=1&limit=20&status=Waiting+Approval', expect.anything());

    await user.click(within(card('Pending Co')).getByRole('button', { name: 'Approve' }));
    expect(await within(tabs).findByRole('link', { name: 'Waiting 2' })).toBeInTheDocument();
    // The dashboard menu's count is refetched too.
    expect(queryClient.getQueryState(['dashboard', 'queues'])?.isInvalidated).toBe(true);
  });

  it("says 'no merchants found.' for an empty list", async () => {
    mockFetch(() => jsonResponse(200, { merchants: [], totalPages: 0, currentPage: 1, count: 0 }));
    renderWithProviders(<MerchantsPage />, '/dashboard/merchant');
    expect(await screen.findByText('no merchants found.')).toBeInTheDocument();
  });
});
