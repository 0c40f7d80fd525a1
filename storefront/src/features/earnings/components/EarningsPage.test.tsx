import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import type { Earnings, Statement } from '../types';
import { EarningsPage } from './EarningsPage';

const earnings: Earnings = { merchantId: 'mer_1', pending: 1200, available: 4500, paidOut: 10000, payoutBlocked: false };

const statement: Statement = {
  merchantId: 'mer_1',
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  openingBalance: 100,
  grossSales: 5000,
  commission: 500,
  refundsAndClawbacks: 0,
  payouts: 4000,
  closingBalance: 600,
  lines: [
    {
      transactionId: 'ltx_1',
      kind: 'sale_delivered',
      date: '2026-11-03T09:00:00.000Z',
      orderId: 'order_1',
      orderNumber: 'DK-10042',
      lineItemId: 'ordli_1',
      product: '=cmd|calc',
      quantity: 2,
      gross: 5000,
      commissionPercent: 10,
      commission: 500,
      amount: 4500,
      pending: 4500,
      available: 0,
      paidOut: 0,
    },
    {
      transactionId: 'ltx_2',
      kind: 'payout',
      date: '2026-11-20T09:00:00.000Z',
      orderId: null,
      orderNumber: null,
      lineItemId: null,
      product: null,
      quantity: null,
      gross: null,
      commissionPercent: null,
      commission: null,
      amount: -4000,
      pending: 0,
      available: -4000,
      paidOut: 4000,
      payout: { id: 'po_1', state: 'Paid', receipt: 'SFX12AB34C' },
    },
  ],
};

/** A statement's URL: the period's days start at midnight in Nairobi (UTC+3). */
const statementUrl = (from: string, to: string) =>
  `/api/earnings/statement?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const NOVEMBER = `GET ${statementUrl('2026-10-31T21:00:00.000Z', '2026-11-30T21:00:00.000Z')}`;
const OCTOBER = statementUrl('2026-09-30T21:00:00.000Z', '2026-10-31T21:00:00.000Z');
const replies = (overrides: Record<string, Response | (() => Response)> = {}) => ({
  'GET /api/earnings': jsonResponse(200, { earnings }),
  [NOVEMBER]: jsonResponse(200, { statement }),
  'GET /api/earnings/payout-method': jsonResponse(200, { payoutMethod: null }),
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00.000Z'));
  act(() => signIn('Bearer t', makeUser({ role: 'ROLE_MERCHANT', merchant: 'mer_1' })));
});
afterEach(() => {
  cleanup();
  act(() => signOut());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EarningsPage', () => {
  it('shows the balances and this month’s statement, each sale linked to its order', async () => {
    stubApi(replies());
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('Kes. 4,500');
    expect(screen.getByTestId('balance-pending')).toHaveTextContent('Kes. 1,200');
    expect(screen.getByTestId('balance-paid-out')).toHaveTextContent('Kes. 10,000');
    expect(screen.queryByText(/Payouts are on hold/)).not.toBeInTheDocument();

    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(await screen.findByTestId('statement-opening')).toHaveTextContent('Kes. 100');
    expect(screen.getByTestId('statement-gross')).toHaveTextContent('Kes. 5,000');
    expect(screen.getByTestId('statement-commission')).toHaveTextContent('Kes. -500');
    expect(screen.getByTestId('statement-payouts')).toHaveTextContent('Kes. -4,000');
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('Kes. 600');

    const sale = screen.getByRole('row', { name: /DK-10042/ });
    expect(within(sale).getByRole('link', { name: 'DK-10042' })).toHaveAttribute('href', '/order/order_1');
    expect(within(sale).getByText('November 3, 2026')).toBeInTheDocument();
    expect(within(sale).getByText('Kes. -500 (10%)')).toBeInTheDocument();
    const payout = screen.getByRole('row', { name: /SFX12AB34C/ });
    expect(within(payout).getByText('Payout (Paid)')).toBeInTheDocument();
    expect(within(payout).getByText('Kes. -4,000')).toBeInTheDocument();
  });

  it('says when pending money becomes payable and how each commission was computed', async () => {
    const explained = {
      ...statement,
      lines: statement.lines.map((line) =>
        line.kind === 'sale_delivered'
          ? { ...line, commissionExplained: '10% of Kes. 1,896.55, the price before VAT', availableOn: '2026-12-06' }
          : line,
      ),
    };
    stubApi(
      replies({
        'GET /api/earnings': jsonResponse(200, { earnings: { ...earnings, pendingReleases: [{ date: '2026-12-06', amount: 1200 }] } }),
        [NOVEMBER]: jsonResponse(200, { statement: explained }),
      }),
    );
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    expect(await screen.findByTestId('balance-pending')).toHaveTextContent('Kes. 1,200 available on 6 Dec');
    const sale = await screen.findByRole('row', { name: /DK-10042/ });
    expect(within(sale).getByText('Available on 6 Dec')).toBeInTheDocument();
    expect(within(sale).getByText('10% of Kes. 1,896.55, the price before VAT')).toBeInTheDocument();
  });

  it('tells the merchant when a clawback blocks payouts', async () => {
    stubApi(replies({ 'GET /api/earnings': jsonResponse(200, { earnings: { ...earnings, available: -450, payoutBlocked: true } }) }));
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payouts are on hold: refunds after your last payout, or commission and fees owed on cash your own rider collected, left your balance at Kes. -450.',
    );
  });

  it('shows sales paid at the door as awaiting cash confirmation until the shop confirms the cash', async () => {
    stubApi(replies({ 'GET /api/earnings': jsonResponse(200, { earnings: { ...earnings, awaitingCash: 2250 } }) }));
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    const awaiting = await screen.findByTestId('balance-awaiting-cash');
    expect(awaiting).toHaveTextContent('Kes. 2,250');
    expect(screen.getByText('Awaiting cash confirmation')).toBeInTheDocument();
    expect(screen.getByTestId('balance-available')).toHaveTextContent('Kes. 4,500');
  });

  it('asks for another period, refusing one where the last day comes first', async () => {
    const calls = stubApi(
      replies({ [`GET ${OCTOBER}`]: jsonResponse(200, { statement: { ...statement, lines: [] } }) }),
    );
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    const user = userEvent.setup();
    await screen.findByTestId('statement-closing');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The last day must not be before the first.');

    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('Nothing moved your balance in this period.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(OCTOBER);
  });

  it('downloads the statement as CSV made in the browser, formulas neutralised', async () => {
    stubApi(replies());
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:statement');
        static revokeObjectURL = () => undefined;
      },
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicked).toEqual(['statement-2026-11-01-to-2026-11-30.csv']);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(csv).toContain("2026-11-03,Sale,DK-10042,order_1,'=cmd|calc,2,5000.00,-500.00,4500.00,");
    expect(csv).toContain('Payout (Paid),,,,,,,-4000.00,SFX12AB34C');
    // The same sign as the screen for each kind of figure (the screen shows Kes. -500 and Kes. -4,000).
    expect(csv).toContain('Commission (Kes.),-500.00');
    expect(csv).toContain('Payouts (Kes.),-4000.00');
  });

  it('saves an M-Pesa number, refusing one that is not Kenyan', async () => {
    const calls = stubApi(
      replies({
        'PUT /api/earnings/payout-method': jsonResponse(200, {
          payoutMethod: { kind: 'mpesa', phone: '+254712345678', bank: null, updatedAt: '2026-11-15T10:00:00Z' },
        }),
      }),
    );
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('M-Pesa number');
    await user.type(phone, '0812 345 678');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Enter a Kenyan M-Pesa number, e.g. 0712 345 678.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Payout method has been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ kind: 'mpesa', phone: '0712 345 678' });
  });

  it('saves bank details instead, each one but the branch required', async () => {
    const calls = stubApi(
      replies({
        'GET /api/earnings/payout-method': jsonResponse(200, { payoutMethod: { kind: 'mpesa', phone: '+254712345678', bank: null } }),
        'PUT /api/earnings/payout-method': jsonResponse(200, { payoutMethod: null }),
      }),
    );
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('M-Pesa number')).toHaveValue('+254712345678');
    await user.selectOptions(screen.getByLabelText('Pay me by'), 'bank');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Bank name is required.')).toBeInTheDocument();
    expect(screen.getByText('Account number is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Bank name'), 'Equity Bank');
    await user.type(screen.getByLabelText('Account name'), 'Naserian Crafts');
    await user.type(screen.getByLabelText('Account number'), '012');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Account number must be 4–34 letters, digits, spaces or dashes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account number'), '3456789');
    await user.type(screen.getByLabelText('Your password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Payout method has been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'bank',
      bank: { bankName: 'Equity Bank', branch: null, accountName: 'Naserian Crafts', accountNumber: '0123456789' },
      password: 'secret-pass',
    });
  });

  it('asks for the password to change a saved payout method, and shows the server’s refusal', async () => {
    const calls = stubApi(
      replies({
        'GET /api/earnings/payout-method': jsonResponse(200, { payoutMethod: { kind: 'mpesa', phone: '+254712345678', bank: null } }),
        'PUT /api/earnings/payout-method': jsonResponse(400, {
          error: 'Your password is not correct, so your payout method was not changed.',
        }),
      }),
    );
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('M-Pesa number');
    expect(screen.getByText(/We will e-mail and text your current contacts about the change\./)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Enter your password to change your payout method.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('Your password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Your password is not correct, so your payout method was not changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ kind: 'mpesa', phone: '0722 000 111', password: 'wrong-one' });
  });

  it('asks no password for the first payout method', async () => {
    stubApi(replies());
    renderWithProviders(<EarningsPage />, '/dashboard/earnings');
    await screen.findByLabelText('M-Pesa number');
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
  });
});
