import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import type { FlaggedPayment } from '../types';
import { FlaggedPayments } from './FlaggedPayments';

const payment = (overrides: Partial<FlaggedPayment>): FlaggedPayment => ({
  _id: 'mpay_stock',
  orderId: null,
  orderNumber: null,
  state: 'Refund due',
  phone: '254712***555',
  receivedPhone: '254712***555',
  expected: 1000,
  received: 1000,
  receipt: 'SFX55LATE',
  resultDesc: 'The service request is processed successfully.',
  reason: 'Paid but the order could not be placed (out of stock): the whole amount is owed back',
  at: '2026-11-22T09:00:00Z',
  owed: 1000,
  refundable: true,
  placeable: true,
  ...overrides,
});

beforeEach(() => act(() => signIn('Bearer t', makeUser({ role: 'ROLE_ADMIN' }))));
afterEach(() => {
  cleanup();
  act(() => signOut());
  vi.unstubAllGlobals();
});

describe('FlaggedPayments: Place the order anyway', () => {
  it('places a flagged Refund-due payment’s order after a confirmation and names the order placed', async () => {
    const calls = stubApi({
      'POST /api/payouts/payments/mpay_stock/place': jsonResponse(200, { order: { _id: 'order_9', number: 'DK-10042' }, paymentId: 'mpay_stock' }),
    });
    renderWithProviders(<FlaggedPayments payments={[payment({})]} />, '/dashboard/payouts');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Place the order anyway: Payment mpay_stock (no order)' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Place the order anyway?');
    expect(dialog).toHaveTextContent(
      'The cart of Payment mpay_stock (no order) is ordered as paid with the Kes. 1,000 M-Pesa received; the money is no longer owed back.',
    );
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Order DK-10042 placed with this payment.')).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url])).toEqual([['POST', '/api/payouts/payments/mpay_stock/place']]);
  });

  it('sends nothing when the confirmation is cancelled, and shows the server’s refusal', async () => {
    const calls = stubApi({
      'POST /api/payouts/payments/mpay_stock/place': jsonResponse(400, {
        error: 'A refund was already started for this payment: its money is going back to the buyer, so no order can be placed with it.',
      }),
    });
    renderWithProviders(<FlaggedPayments payments={[payment({})]} />, '/dashboard/payouts');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Place the order anyway: Payment mpay_stock (no order)' });
    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(calls).toEqual([]);
    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText(/A refund was already started for this payment/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('offers it only for a placeable payment', () => {
    renderWithProviders(
      <FlaggedPayments payments={[payment({ _id: 'mpay_refunding', placeable: false, refundable: false }), payment({ _id: 'mpay_odd', state: 'Mismatch', placeable: undefined })]} />,
      '/dashboard/payouts',
    );
    expect(screen.queryByRole('button', { name: /Place the order anyway/ })).not.toBeInTheDocument();
  });
});
