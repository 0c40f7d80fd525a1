import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { orderRoutes } from '../routes';
import { makeLine, makeOrder } from '../testing/order-fixture';
import type { Order } from '../types';

const ORDER_URL = '/api/order/order_01ABC';
const KETTLE = 'Kilima 1.7L Electric Kettle';
const CARD = 'Zawadi Greeting Card';

const me = (role: Role) => jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role } });

function openOrder(role: Role, order: Order | Order[], extra: Record<string, Response | Response[]> = {}, path = '/order/order_01ABC') {
  const orders = Array.isArray(order) ? order : [order];
  const calls = stubApi({
    'GET /api/user/me': () => me(role),
    [`GET ${ORDER_URL}`]: orders.map((o) => jsonResponse(200, { order: o })),
    ...extra,
  });
  act(() => signIn('Bearer token'));
  const view = renderAt(path, orderRoutes, { '/dashboard/orders': 'orders list', '/login': 'login page' });
  return { calls, ...view };
}

const item = (name: string) => screen.getByRole('article', { name });

// Load the lazily routed pages up front: a cold import under a busy test run can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('./OrderPage')]);
});

afterEach(() => {
  cleanup(); // unmount first: signing out under a mounted page would navigate it
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('OrderPage', () => {
  it('shows the details, items and summary', async () => {
    openOrder('ROLE_MEMBER', makeOrder());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('DK-10023');
    expect(document.body).not.toHaveTextContent(/order_01ABC/);
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Happy birthday!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Items' })).toBeInTheDocument();
    expect(within(item(KETTLE)).getByRole('link', { name: KETTLE })).toHaveAttribute('href', '/product/kilima-electric-kettle-1-7l');
    expect(within(item(KETTLE)).getByText('Kes. 1,299')).toBeInTheDocument();
    expect(within(item(KETTLE)).getByText('Kes. 2,598')).toBeInTheDocument();
    expect(within(item(KETTLE)).getByText('Not processed')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('Kes. 2,848');
  });

  it('shows an order paid on delivery as such', async () => {
    openOrder('ROLE_MEMBER', makeOrder({ payment: { method: 'cod', state: 'Pay on delivery', receipt: null, amount: null } }));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('Pay on delivery');
    expect(screen.queryByTestId('order-receipt')).not.toBeInTheDocument();
  });

  it('shows an M-Pesa payment with its state, receipt and amount', async () => {
    openOrder('ROLE_MEMBER', makeOrder({ payment: { method: 'mpesa', state: 'Paid', receipt: 'NLJ7RT61SV', amount: 2848 } }));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('M-Pesa · Paid');
    expect(screen.getByTestId('order-receipt')).toHaveTextContent('NLJ7RT61SV');
    expect(screen.getByText('M-Pesa amount').nextElementSibling).toHaveTextContent('Kes. 2,848');
  });

  it('shows a cancelled M-Pesa order refunded to the buyer as Refunded, with the refund receipt', async () => {
    const cancelled = makeOrder({
      status: 'Cancelled',
      payment: { method: 'mpesa', state: 'Refund due', receipt: 'NLJ7RT61SV', amount: 2848 },
      products: [makeLine({ status: 'Cancelled' })],
    });
    const { calls } = openOrder('ROLE_MEMBER', cancelled, {
      'GET /api/payment/refunds/order_01ABC': jsonResponse(200, { refund: { state: 'Refunded', amount: 2848, receipts: ['SFX77REF'], refunds: [] } }),
    });
    expect(await screen.findByTestId('order-refund')).toHaveTextContent('Kes. 2,848 · receipt SFX77REF');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('M-Pesa · Refunded');
    expect(screen.getByTestId('order-receipt')).toHaveTextContent('NLJ7RT61SV');
    expect(calls.filter((call) => call.url.startsWith('/api/payment/refunds/'))).toHaveLength(1);
  });

  it('still says Refund due while no refund was paid, and does not ask about refunds for a paid order', async () => {
    openOrder('ROLE_MEMBER', makeOrder({ status: 'Cancelled', payment: { method: 'mpesa', state: 'Refund due', receipt: 'NLJ7RT61SV', amount: 2848 }, products: [makeLine({ status: 'Cancelled' })] }), {
      'GET /api/payment/refunds/order_01ABC': jsonResponse(200, { refund: { state: null, amount: 0, receipts: [], refunds: [] } }),
    });
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('M-Pesa · Refund due');
    await waitFor(() => expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument());
    cleanup();
    const { calls } = openOrder('ROLE_MEMBER', makeOrder({ payment: { method: 'mpesa', state: 'Paid', receipt: 'NLJ7RT61SV', amount: 2848 } }));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('M-Pesa · Paid');
    expect(calls.some((call) => call.url.startsWith('/api/payment/refunds/'))).toBe(false);
  });

  it("shows 'Not Available' for a line whose product is gone", async () => {
    openOrder('ROLE_MEMBER', makeOrder({ products: [makeLine({ product: null, name: 'Old Kettle' })] }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Not Available' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old Kettle' })).not.toBeInTheDocument();
  });

  it("shows 'no order found.' when the order does not exist", async () => {
    stubApi({ 'GET /api/user/me': () => me('ROLE_MEMBER'), [`GET ${ORDER_URL}`]: jsonResponse(404, { message: 'No order found.' }) });
    act(() => signIn('Bearer token'));
    renderAt('/order/order_01ABC', orderRoutes);
    expect(await screen.findByText('no order found.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    stubApi({});
    renderAt('/order/order_01ABC', orderRoutes, { '/login': 'login page' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});

describe('OrderPage status menu, admin', () => {
  const order = makeOrder({
    products: [
      makeLine({ _id: 'line-1', status: 'Processing' }),
      makeLine({ _id: 'line-2', product: { _id: 'p2', name: CARD, slug: 'zawadi-greeting-card', imageUrl: null }, name: CARD, status: 'Delivered' }),
      makeLine({ _id: 'line-3', product: { _id: 'p3', name: 'Zawadi Gift Wrapping', slug: 'zawadi-gift-wrapping', imageUrl: null }, name: 'Zawadi Gift Wrapping', status: 'Cancelled' }),
    ],
  });

  it('offers every status on open lines, none on Delivered or Cancelled lines', async () => {
    openOrder('ROLE_ADMIN', order);
    const select = await screen.findByRole('combobox', { name: `Change status of ${KETTLE}` });
    expect(select).toHaveValue('Processing');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not processed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(within(item(CARD)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(item('Zawadi Gift Wrapping')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it("shows 'Reivew Product' on Delivered lines and no 'Cancel Order' once a line is Delivered", async () => {
    openOrder('ROLE_ADMIN', order);
    await screen.findByRole('heading', { name: 'Order Items' });
    expect(within(item(CARD)).getByRole('link', { name: 'Reivew Product' })).toHaveAttribute('href', '/product/zawadi-greeting-card#add-review');
    expect(within(item(KETTLE)).queryByRole('link', { name: 'Reivew Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('sets the chosen status and reloads the order', async () => {
    const shipped = makeOrder({ products: [makeLine({ _id: 'line-1', status: 'Shipped' })] });
    const { calls } = openOrder('ROLE_ADMIN', [makeOrder({ products: [makeLine({ _id: 'line-1', status: 'Processing' })] }), shipped], {
      'PUT /api/order/status/item/line-1': jsonResponse(200, { success: true, message: 'Item status has been updated to Shipped.', orderCancelled: false }),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: `Change status of ${KETTLE}` }), 'Shipped');
    await waitFor(() => expect(within(item(KETTLE)).getByTestId('item-status')).toHaveTextContent('Shipped'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ orderId: 'order_01ABC', cartId: 'cart_01', status: 'Shipped' });
    expect(await screen.findByText('Item status has been updated to Shipped.')).toBeInTheDocument();
  });
});

describe('OrderPage status menu, member', () => {
  it("cancels a line after confirming 'Are you sure you want to cancel {name}.', then reloads the order", async () => {
    const after = makeOrder({ products: [makeLine({ status: 'Not processed' }), makeLine({ _id: 'line-2', product: { _id: 'p2', name: CARD, slug: 'zawadi-greeting-card', imageUrl: null }, name: CARD, status: 'Cancelled' })] });
    const { calls } = openOrder('ROLE_MEMBER', [makeOrder(), after], {
      'PUT /api/order/status/item/line-2': jsonResponse(200, { success: true, message: 'Item status has been updated to Cancelled.', orderCancelled: false }),
    });
    await screen.findByRole('heading', { name: 'Order Items' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await userEvent.click(within(item(CARD)).getByRole('button', { name: `Cancel ${CARD}` }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Are you sure you want to cancel ${CARD}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));

    await waitFor(() => expect(within(item(CARD)).getByTestId('item-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(item(CARD)).queryByRole('button', { name: `Cancel ${CARD}` })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ orderId: 'order_01ABC', cartId: 'cart_01', status: 'Cancelled' });
  });

  it('closing the confirmation cancels nothing', async () => {
    const { calls } = openOrder('ROLE_MEMBER', makeOrder());
    await userEvent.click(await screen.findByRole('button', { name: `Cancel ${KETTLE}` }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep Item' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('goes to the orders list when cancelling the line cancelled the whole order', async () => {
    openOrder('ROLE_MEMBER', makeOrder({ products: [makeLine()] }), {
      'PUT /api/order/status/item/line-1': jsonResponse(200, { success: true, message: 'Your order has been cancelled.', orderCancelled: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Cancel ${KETTLE}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    expect(await screen.findByText('orders list')).toBeInTheDocument();
  });

  it("'Cancel Order' asks first, then cancels the whole order and goes to the orders list", async () => {
    const { calls } = openOrder('ROLE_MEMBER', makeOrder(), {
      'DELETE /api/order/cancel/order_01ABC': jsonResponse(200, { success: true, message: 'Your order has been cancelled.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order? Every item in it will be cancelled.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));
    expect(await screen.findByText('orders list')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it("'Keep Order' in the confirmation cancels nothing", async () => {
    const { calls } = openOrder('ROLE_MEMBER', makeOrder());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("'Back to orders' goes to the orders list after a purchase (?success)", async () => {
    openOrder('ROLE_MEMBER', makeOrder(), {}, '/order/order_01ABC?success');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to orders' }));
    expect(await screen.findByText('orders list')).toBeInTheDocument();
  });
});

describe('OrderPage status menu, merchant', () => {
  it("offers the merchant of the line only its status and the next one (no skipped or backward move) and sends it", async () => {
    const order = makeOrder({ products: [makeLine({ _id: 'line-1', status: 'Processing' })] });
    const calls = stubApi({
      'GET /api/user/me': () => jsonResponse(200, { user: { _id: 'u2', firstName: 'Wanjiru', role: 'ROLE_MERCHANT', merchant: 'mer_1' } }),
      [`GET ${ORDER_URL}`]: () => jsonResponse(200, { order, viewer: 'merchant' }),
      'PUT /api/order/status/item/line-1': () => jsonResponse(200, { success: true, message: 'Item status has been updated successfully!' }),
    });
    act(() => signIn('Bearer token'));
    renderAt('/order/order_01ABC', orderRoutes);
    const select = await screen.findByRole('combobox', { name: `Change status of ${KETTLE}` });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Processing', 'Shipped']);
    expect(screen.queryByRole('button', { name: `Cancel ${KETTLE}` })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Shipped');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/order/status/item/line-1')?.body).toMatchObject({ status: 'Shipped' }),
    );
  });

  it("shows no 'Cancel Order' to the merchant of a line (the server lets only the buyer or an admin cancel)", async () => {
    stubApi({
      'GET /api/user/me': () => jsonResponse(200, { user: { _id: 'u2', firstName: 'Wanjiru', role: 'ROLE_MERCHANT', merchant: 'mer_1' } }),
      [`GET ${ORDER_URL}`]: () => jsonResponse(200, { order: makeOrder(), viewer: 'merchant' }),
    });
    act(() => signIn('Bearer token'));
    renderAt('/order/order_01ABC', orderRoutes);
    expect(await screen.findByRole('combobox', { name: `Change status of ${KETTLE}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it("shows 'Cancel Order' to a merchant who bought the order", async () => {
    stubApi({
      'GET /api/user/me': () => jsonResponse(200, { user: { _id: 'u2', firstName: 'Wanjiru', role: 'ROLE_MERCHANT', merchant: 'mer_1' } }),
      [`GET ${ORDER_URL}`]: () => jsonResponse(200, { order: makeOrder(), viewer: 'buyer' }),
    });
    act(() => signIn('Bearer token'));
    renderAt('/order/order_01ABC', orderRoutes);
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });
});
