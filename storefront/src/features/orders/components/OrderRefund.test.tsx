import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { orderRoutes } from '../routes';
import { makeLine, makeOrder } from '../testing/order-fixture';
import type { Order } from '../types';

const REFUND_URL = 'GET /api/payment/refunds/order_01ABC';
const PAID = { method: 'mpesa' as const, state: 'Paid' as const, receipt: 'NLJ7RT61SV', amount: 2848 };
const CANCELLED = { status: 'Cancelled' as const, payment: { ...PAID, state: 'Refund due' as const }, products: [makeLine({ status: 'Cancelled' })] };
const refund = (fields: Record<string, unknown>) =>
  jsonResponse(200, { refund: { state: null, amount: 0, receipts: [], refunds: [], phone: '0712 *** 615', due: 0, processing: 0, ifCancelled: 0, ...fields } });

function openOrder(order: Order, extra: Record<string, Response | Response[]> = {}) {
  const calls = stubApi({
    'GET /api/user/me': () => jsonResponse(200, { user: { _id: 'u1', firstName: 'Achieng', role: 'ROLE_MEMBER' } }),
    'GET /api/order/order_01ABC': jsonResponse(200, { order }),
    ...extra,
  });
  act(() => signIn('Bearer token'));
  renderAt('/order/order_01ABC', orderRoutes, { '/dashboard/orders': 'orders list', '/login': 'login page' });
  return calls;
}

beforeAll(async () => {
  await Promise.all([import('./OrderPage')]);
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('cancelling an order M-Pesa paid', () => {
  it('the confirmation says what will be refunded, to the masked phone that paid', async () => {
    openOrder(makeOrder({ payment: PAID }), { [REFUND_URL]: refund({ ifCancelled: 2848 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order? Every item in it will be cancelled.');
    expect(await within(dialog).findByTestId('cancel-refund')).toHaveTextContent('Kes. 2,848 will be refunded to 0712 *** 615 by M-Pesa.');
    expect(dialog).not.toHaveTextContent(/Kes\. 0\b/);
  });

  it("a line's cancel says what its own price refunds while other items stay; the last open item refunds the whole rest", async () => {
    openOrder(makeOrder({ payment: PAID }), { [REFUND_URL]: refund({ ifCancelled: 2848 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Zawadi Greeting Card' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel Zawadi Greeting Card.');
    expect(await within(dialog).findByTestId('cancel-refund')).toHaveTextContent('Kes. 250 will be refunded to 0712 *** 615 by M-Pesa.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Item' }));
    cleanup();
    openOrder(makeOrder({ payment: PAID, products: [makeLine(), makeLine({ _id: 'line-2', name: 'Zawadi Greeting Card', product: null, status: 'Cancelled' })] }), {
      [REFUND_URL]: refund({ ifCancelled: 2848 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Kilima 1.7L Electric Kettle' }));
    expect(await within(screen.getByRole('alertdialog')).findByTestId('cancel-refund')).toHaveTextContent('Kes. 2,848 will be refunded');
  });

  it('an order paid on delivery asks only the question, and asks nothing about refunds', async () => {
    const calls = openOrder(makeOrder({ payment: { method: 'cod', state: 'Pay on delivery', receipt: null, amount: null } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/^Cancel order.*Every item in it will be cancelled\.Keep Order/);
    expect(screen.queryByTestId('cancel-refund')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/payment/refunds/'))).toBe(false);
  });
});

describe("the order page's refund block", () => {
  it('says what will be refunded and to which phone while the refund is due', async () => {
    openOrder(makeOrder(CANCELLED), { [REFUND_URL]: refund({ due: 2848 }) });
    const block = await screen.findByRole('region', { name: 'Refund' });
    expect(block).toHaveTextContent('Kes. 2,848 will be refunded to 0712 *** 615 by M-Pesa.');
  });

  it('says it is on its way while M-Pesa has not paid it yet', async () => {
    openOrder(makeOrder(CANCELLED), { [REFUND_URL]: refund({ state: 'Refund processing', processing: 2848 }) });
    expect(await screen.findByRole('region', { name: 'Refund' })).toHaveTextContent('Kes. 2,848 is on its way to 0712 *** 615 by M-Pesa.');
  });

  it("says 'Refund sent' with the M-Pesa ref and amount once paid", async () => {
    openOrder(makeOrder(CANCELLED), {
      [REFUND_URL]: refund({ state: 'Refunded', amount: 2848, receipts: ['SFX77REF'], refunds: [{ _id: 'rfnd_1', amount: 2848, state: 'Paid', receipt: 'SFX77REF' }] }),
    });
    const block = await screen.findByRole('region', { name: 'Refund' });
    expect(block).toHaveTextContent('Refund sent, M-Pesa ref SFX77REF: Kes. 2,848');
    expect(block).not.toHaveTextContent('will be refunded');
  });

  it('is not shown for an order with nothing to refund', async () => {
    openOrder(makeOrder({ payment: PAID }));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('M-Pesa · Paid');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refund' })).not.toBeInTheDocument());
  });
});
