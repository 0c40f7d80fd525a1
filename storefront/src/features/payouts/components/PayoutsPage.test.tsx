import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import type { CommissionRules, FlaggedPayment, Payout, Refund, RefundDue, SellerBalance } from '../types';
import { PayoutsPage } from './PayoutsPage';

const sellers: SellerBalance[] = [
  { merchantId: 'mer_neg', name: 'Kamau Crafts', pending: 0, available: -450, paidOut: 4000, payoutBlocked: true },
  { merchantId: 'mer_1', name: 'Naserian Beads', pending: 1200, available: 4500, paidOut: 0, payoutBlocked: false },
  { merchantId: 'mer_2', name: 'Otieno Tech', pending: 0, available: 15000.5, paidOut: 0, payoutBlocked: false },
  {
    merchantId: 'mer_3',
    name: 'Small Shop',
    pending: 300,
    available: 0,
    paidOut: 0,
    payoutBlocked: false,
    payableOn: '2026-12-03T09:00:00Z',
    payoutMethod: { kind: 'bank', phone: null, bankName: 'KCB', account: '••••7890' },
    notPayable: 'Nothing is available yet: pending earnings become payable after the hold.',
  },
  {
    merchantId: 'mer_6',
    name: 'No Method Yet',
    pending: 0,
    available: 800,
    paidOut: 0,
    payoutBlocked: false,
    payableOn: null,
    payoutMethod: null,
    notPayable: 'The seller has not added a payout method.',
  },
];

const payout = (fields: Partial<Payout> & Pick<Payout, '_id' | 'merchantId' | 'amount' | 'method' | 'state' | 'createdAt'>): Payout => ({
  merchantName: null,
  receipt: null,
  reason: null,
  unreconciled: false,
  ...fields,
});

// In the order the API answers: failed, unreconciled, processing, paid.
const payouts: Payout[] = [
  payout({
    _id: 'po_failed',
    merchantId: 'mer_1',
    merchantName: 'Naserian Beads',
    amount: 3000,
    method: 'mpesa',
    phone: '2547123***678',
    state: 'Failed',
    reason: 'The initiator information is invalid.',
    createdAt: '2026-11-10T09:00:00Z',
  }),
  payout({ _id: 'po_odd', merchantId: 'mer_4', merchantName: 'Odd Result', amount: 700, method: 'mpesa', state: 'Paid', receipt: 'SFX99', unreconciled: true, createdAt: '2026-11-09T09:00:00Z' }),
  payout({ _id: 'po_bank', merchantId: 'mer_3', merchantName: 'Small Shop', amount: 500, method: 'bank', state: 'Processing', createdAt: '2026-11-12T09:00:00Z' }),
  payout({ _id: 'po_stuck', merchantId: 'mer_5', merchantName: 'Stuck Seller', amount: 800, method: 'mpesa', state: 'Processing', createdAt: '2026-11-11T09:00:00Z' }),
  payout({ _id: 'po_paid', merchantId: 'mer_2', merchantName: 'Otieno Tech', amount: 2000, method: 'mpesa', state: 'Paid', receipt: 'SFX12AB34C', createdAt: '2026-11-20T09:00:00Z' }),
];

const rules: CommissionRules = {
  defaultPercent: 10,
  rules: [
    { id: 'cr_1', scope: 'merchant', targetId: 'mer_2', name: 'Otieno Tech', percent: 7.5, updatedAt: '2026-11-01T00:00:00Z' },
    { id: 'cr_2', scope: 'category', targetId: 'pcat_1', name: 'Electronics', percent: 12, updatedAt: '2026-11-01T00:00:00Z' },
  ],
};

const due: RefundDue[] = [
  {
    paymentId: 'mpay_1',
    orderId: 'order_1',
    orderNumber: 'DK-11042',
    phone: '254712***678',
    owed: 1000,
    amount: 1000,
    paymentReceipt: 'NLJ7RT61SV',
    lastFailure: 'M-Pesa 2001: The initiator information is invalid.',
  },
];
const sentRefunds: Refund[] = [
  { _id: 'rfnd_failed', paymentId: 'mpay_1', orderId: 'order_1', amount: 1000, phone: '254712***678', state: 'Failed', receipt: null, reason: 'M-Pesa 2001: The initiator information is invalid.', unreconciled: false, createdAt: '2026-11-21T09:00:00Z' },
  { _id: 'rfnd_wait', paymentId: 'mpay_2', orderId: 'order_2', amount: 450, phone: '254799***001', state: 'Processing', receipt: null, reason: null, unreconciled: false, createdAt: '2026-11-22T09:00:00Z' },
  { _id: 'rfnd_paid', paymentId: 'mpay_3', orderId: null, amount: 2000, phone: '254799***002', state: 'Paid', receipt: 'SFX77REF', reason: null, unreconciled: false, createdAt: '2026-11-20T09:00:00Z' },
];
const flagged: FlaggedPayment[] = [
  {
    _id: 'mpay_odd',
    orderId: null,
    orderNumber: null,
    state: 'Mismatch',
    phone: '254712***999',
    receivedPhone: '254712***999',
    expected: 1000,
    received: 1,
    receipt: null,
    resultDesc: 'The service request is processed successfully.',
    reason: 'Paid amount 1 is not the 1000 asked',
    at: '2026-11-23T09:00:00Z',
    owed: 0,
    refundable: false,
  },
  {
    _id: 'mpay_late',
    orderId: null,
    orderNumber: null,
    state: 'Refund due',
    phone: '254712***555',
    receivedPhone: '254712***555',
    expected: 1000,
    received: 1000,
    receipt: 'SFX55LATE',
    resultDesc: 'The service request is processed successfully.',
    reason: 'Paid for a cart already ordered another way: the whole amount is owed back',
    at: '2026-11-22T09:00:00Z',
    owed: 1000,
    refundable: true,
  },
];

const replies = (overrides: Record<string, Response | (() => Response)> = {}) => ({
  'GET /api/ledger/sellers': () => jsonResponse(200, { sellers }),
  'GET /api/payouts/refunds': () => jsonResponse(200, { due, refunds: sentRefunds }),
  'GET /api/payouts/payments': () => jsonResponse(200, { payments: flagged }),
  'GET /api/payouts': () => jsonResponse(200, { payouts, utility: { balance: 98765.4, reportedAt: '2026-11-20T09:05:00Z' } }),
  'GET /api/commission': () => jsonResponse(200, rules),
  'GET /api/merchant?page=1&limit=100': jsonResponse(200, {
    merchants: [
      { _id: 'mer_1', name: 'Naserian', brandName: 'Naserian Beads', status: 'Approved' },
      { _id: 'mer_9', name: 'Waiting', brandName: 'Waiting Co', status: 'Waiting Approval' },
    ],
  }),
  'GET /api/category': jsonResponse(200, { categories: [{ _id: 'pcat_1', name: 'Electronics' }, { _id: 'pcat_2', name: 'Books' }] }),
  ...overrides,
});

const ok = (message: string) => jsonResponse(200, { success: true, message });
const started = (merchantIds: string[], amounts: number[], skipped: { merchantId: string; reason: string; hold?: string }[] = []) =>
  jsonResponse(200, {
    payouts: merchantIds.map((merchantId, index) =>
      payout({ _id: `po_new${index}`, merchantId, amount: amounts[index]!, method: 'mpesa', state: 'Processing', createdAt: '2026-11-15T10:00:00Z' }),
    ),
    skipped,
  });
const row = (name: string | RegExp) => screen.getByRole('row', { name });
const SELLERS_TABLE = 'Balances in Kes.; sellers whose refunds blocked payouts first.';
const sellerRow = async (name: string) =>
  within(await screen.findByRole('table', { name: SELLERS_TABLE })).getByRole('rowheader', { name }).closest('tr')!;

beforeEach(() => act(() => signIn('Bearer t', makeUser({ role: 'ROLE_ADMIN' }))));
afterEach(() => {
  cleanup();
  act(() => signOut());
  vi.unstubAllGlobals();
});

describe('PayoutsPage', () => {
  it('lists sellers’ balances with a payout for those who have money, blocked ones marked', async () => {
    stubApi(replies());
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const blocked = await sellerRow('Kamau Crafts');
    expect(within(blocked).getByText('Kes. -450')).toBeInTheDocument();
    expect(within(blocked).getByText('Blocked by refunds')).toBeInTheDocument();
    expect(within(blocked).queryByRole('button')).not.toBeInTheDocument();
    const otieno = await sellerRow('Otieno Tech');
    expect(within(otieno).getByText('Kes. 15,000.50')).toBeInTheDocument();
    expect(within(otieno).getByRole('button', { name: 'Approve payout' })).toBeEnabled();
    const empty = await sellerRow('Small Shop');
    expect(within(empty).getByRole('button', { name: 'Approve payout' })).toBeDisabled();
  });

  it('approves one seller’s payout after a confirmation', async () => {
    const calls = stubApi(replies({ 'POST /api/payouts': started(['mer_2'], [15000.5]) }));
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    const otieno = await sellerRow('Otieno Tech');
    await user.click(within(otieno).getByRole('button', { name: 'Approve payout' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Kes. 15,000.50 to Otieno Tech');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve payout' }));
    expect(await screen.findByText('Payout of Kes. 15,000.50 to 1 seller started.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ merchantId: 'mer_2' });
  });

  it('pays every seller with money at once', async () => {
    const calls = stubApi(
      replies({ 'POST /api/payouts': started(['mer_1', 'mer_2'], [4500, 15000.5], [{ merchantId: 'mer_5', reason: 'The seller has no payout method.' }]) }),
    );
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay all' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Kes. 19,500.50 to 2 sellers');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Pay all' }));
    expect(await screen.findByText('Payout of Kes. 19,500.50 to 2 sellers started. 1 seller skipped: The seller has no payout method.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true });
  });

  it('lists the sellers an approval skipped with why, and pays a disabled merchant only once released', async () => {
    const disabled = 'The merchant is disabled: payouts wait until an admin releases them.';
    const answers = [
      started(['mer_2'], [15000.5], [
        { merchantId: 'mer_1', reason: disabled, hold: 'disabled' },
        { merchantId: 'mer_5', reason: 'The seller has no payout method.' },
      ]),
      started(['mer_1'], [4500]),
    ];
    const calls = stubApi(replies({ 'POST /api/payouts': () => answers.shift()! }));
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay all' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Pay all' }));
    const skipped = await screen.findByRole('region', { name: 'Skipped by the last approval' });
    const items = within(skipped).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([`Naserian Beads${disabled}Release and pay`, 'mer_5The seller has no payout method.']);
    // Only a held (disabled or deleted) merchant can be released, and only after a confirmation.
    expect(within(skipped).getAllByRole('button')).toHaveLength(1);
    await user.click(within(skipped).getByRole('button', { name: 'Release and pay: Naserian Beads' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Naserian Beads is disabled.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Release and pay' }));
    expect(await screen.findByText('Payout of Kes. 4,500 to 1 seller started.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ all: true }, { merchantId: 'mer_1', release: true }]);
    expect(screen.queryByRole('region', { name: 'Skipped by the last approval' })).not.toBeInTheDocument();
  });

  it('lists failed and unreconciled payouts first, with the utility balance; retries a failed one', async () => {
    const calls = stubApi(replies({ 'POST /api/payouts': started(['mer_1'], [3000]) }));
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    expect(await screen.findByTestId('utility-balance')).toHaveTextContent('M-Pesa B2C utility balance: Kes. 98,765.40 (last result, November 20, 2026)');
    const history = screen.getByRole('table', { name: 'Failed and unreconciled payouts first.' });
    const statuses = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => (tr as HTMLTableRowElement).cells[4]?.textContent);
    expect(statuses).toEqual(['FailedThe initiator information is invalid.', 'PaidUnreconciled: the result did not match', 'Processing', 'Processing', 'Paid']);
    // Only a failed payout is retried as a new payout; only an M-Pesa one in flight is sent again.
    expect(screen.getAllByRole('button', { name: /^Retry payout/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Send payout again/ })).toHaveLength(1);
    expect(within(row(/SFX12AB34C/)).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(history).getByRole('row', { name: /Naserian Beads/ })).toHaveTextContent('2547123***678');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry payout: Naserian Beads, Kes. 3,000' }));
    expect(await screen.findByText('Payout of Kes. 3,000 to 1 seller started.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ merchantId: 'mer_1' });
  });

  it('sends an M-Pesa payout still processing again, by its id', async () => {
    const calls = stubApi(
      replies({
        'POST /api/payouts/po_stuck/retry': jsonResponse(200, {
          payout: payout({ _id: 'po_stuck', merchantId: 'mer_5', amount: 800, method: 'mpesa', state: 'Processing', createdAt: '2026-11-11T09:00:00Z' }),
        }),
      }),
    );
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send payout again: Stuck Seller, Kes. 800' }));
    expect(await screen.findByText('Payout has been sent again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/payouts/po_stuck/retry']);
  });

  it('marks a bank payout paid with its reference, which is required', async () => {
    const calls = stubApi(
      replies({
        'POST /api/payouts/po_bank/paid': jsonResponse(200, {
          payout: payout({ _id: 'po_bank', merchantId: 'mer_3', amount: 500, method: 'bank', state: 'Paid', receipt: 'EQ-2026-1188', createdAt: '2026-11-12T09:00:00Z' }),
          changed: true,
        }),
      }),
    );
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    const bank = (await screen.findByRole('textbox', { name: 'Bank reference for Small Shop, Kes. 500' })).closest('tr')!;
    await user.click(within(bank).getByRole('button', { name: 'Mark paid' }));
    expect(within(bank).getByText('Enter the bank reference (3–60 characters).')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(bank).getByRole('textbox'), 'EQ-2026-1188');
    await user.click(within(bank).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout has been marked paid.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reference: 'EQ-2026-1188' });
  });

  it('shows the default rate and the rules, adds a rule per category and removes one', async () => {
    const calls = stubApi(
      replies({
        'PUT /api/commission/category/pcat_2': ok('Commission rule has been saved successfully!'),
        'DELETE /api/commission/merchant/mer_2': ok('Commission rule has been removed successfully!'),
      }),
    );
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    expect(await screen.findByTestId('default-commission')).toHaveTextContent('10%');
    expect(within(screen.getByRole('table', { name: 'Rules' })).getByRole('rowheader', { name: 'Electronics' }).closest('tr')).toHaveTextContent('12%');

    // Only approved merchants are offered.
    const merchantSelect = screen.getByRole('combobox', { name: 'Merchant' });
    expect(within(merchantSelect).getByRole('option', { name: 'Naserian (Naserian Beads)' })).toBeInTheDocument();
    expect(within(merchantSelect).queryByRole('option', { name: /Waiting/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule for' }), 'category');
    await user.type(screen.getByRole('textbox', { name: 'Percent' }), '101');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Percent must be a number from 0 to 100 with at most two decimals.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Books');
    await user.clear(screen.getByRole('textbox', { name: 'Percent' }));
    await user.type(screen.getByRole('textbox', { name: 'Percent' }), '8.25');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Commission rule has been saved successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ percent: 8.25 });

    await user.click(screen.getByRole('button', { name: 'Remove rule: Otieno Tech' }));
    expect(await screen.findByText('Commission rule has been removed successfully!')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/commission/merchant/mer_2')).toBe(true);
  });

  it('lists refunds due with the last failure and refunds one after a confirmation; a processing refund is sent again', async () => {
    const calls = stubApi(
      replies({
        'POST /api/payouts/refunds': jsonResponse(200, { refund: { ...sentRefunds[1], _id: 'rfnd_new', paymentId: 'mpay_1', amount: 1000 } }),
        'POST /api/payouts/refunds/rfnd_wait/retry': jsonResponse(200, { refund: sentRefunds[1] }),
      }),
    );
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Refunds due to shoppers, paid by M-Pesa to the phone that paid.' });
    const dueRow = within(table).getByRole('rowheader', { name: 'DK-11042' }).closest('tr')!;
    expect(within(dueRow).getByRole('link', { name: 'DK-11042' })).toHaveAttribute('href', '/order/order_1');
    expect(dueRow).toHaveTextContent('254712***678');
    expect(dueRow).toHaveTextContent('Kes. 1,000');
    expect(dueRow).toHaveTextContent('Last attempt failed: M-Pesa 2001: The initiator information is invalid.');
    await user.click(within(dueRow).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Kes. 1,000 for Order DK-11042, by M-Pesa to 254712***678.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of Kes. 1,000 started.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ paymentId: 'mpay_1' });

    const sent = screen.getByRole('table', { name: 'Refunds sent; failed and unreconciled first.' });
    expect(within(sent).getByText('SFX77REF')).toBeInTheDocument();
    await user.click(within(sent).getByRole('button', { name: 'Send refund again: Order order_2, Kes. 450' }));
    expect(await screen.findByText('Refund has been sent again.')).toBeInTheDocument();
    expect(within(sent).getAllByRole('button')).toHaveLength(1);
  });

  it('shows M-Pesa payments flagged Mismatch with the amount expected vs received and what M-Pesa said', async () => {
    stubApi(replies());
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const table = await screen.findByRole('table', { name: 'M-Pesa payments flagged for a person (Mismatch, Refund due, paid late), newest first.' });
    const [, row] = within(table).getAllByRole('row');
    const cells = [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'No order',
      '254712***999',
      'Kes. 1,000',
      'Kes. 1',
      'MismatchPaid amount 1 is not the 1000 asked',
      'The service request is processed successfully.',
      'Never paid: nothing to refund.',
    ]);
    expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refunds a flagged Refund-due payment after a confirmation, through the refunds route', async () => {
    const calls = stubApi(
      replies({
        'POST /api/payouts/refunds': jsonResponse(200, { refund: { ...sentRefunds[1], _id: 'rfnd_late', paymentId: 'mpay_late', orderId: null, amount: 1000 } }),
      }),
    );
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund Kes. 1,000: Payment mpay_late (no order)' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Kes. 1,000 for Payment mpay_late (no order), by M-Pesa to 254712***555.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of Kes. 1,000 started.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      ['/api/payouts/refunds', { paymentId: 'mpay_late' }],
    ]);
  });

  it('says why Pay all is disabled when no seller can be paid', async () => {
    stubApi(replies({ 'GET /api/ledger/sellers': () => jsonResponse(200, { sellers: sellers.filter((s) => s.merchantId === 'mer_3' || s.merchantId === 'mer_neg') }) }));
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    await sellerRow('Small Shop');
    const payAll = screen.getByRole('button', { name: 'Pay all' });
    expect(payAll).toBeDisabled();
    expect(payAll).toHaveAccessibleDescription("No seller can be paid now: each seller's row says why.");
  });

  it('shows each seller’s payable date and payout method, and why Approve payout is disabled', async () => {
    stubApi(replies());
    renderWithProviders(<PayoutsPage />, '/dashboard/payouts');
    const small = await sellerRow('Small Shop');
    expect(small).toHaveTextContent('December 3, 2026');
    expect(small).toHaveTextContent('Bank: KCB ••••7890');
    const smallButton = within(small).getByRole('button', { name: 'Approve payout' });
    expect(smallButton).toBeDisabled();
    expect(smallButton).toHaveAccessibleDescription(
      'Small Shop Nothing is available yet: pending earnings become payable after the hold.',
    );
    // Pay all is usable: Naserian Beads and Otieno Tech can be paid.
    expect(screen.getByRole('button', { name: 'Pay all' })).toBeEnabled();
    const none = await sellerRow('No Method Yet');
    expect(none).toHaveTextContent('None');
    expect(within(none).getByRole('button', { name: 'Approve payout' })).toBeDisabled();
    expect(none).toHaveTextContent('The seller has not added a payout method.');
  });
});
