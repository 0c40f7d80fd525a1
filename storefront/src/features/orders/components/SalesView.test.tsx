import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { dashboardOrderRoutes } from '../routes';
import { makeDelivery, makeLine, makeOrder } from '../testing/order-fixture';
import type { Order, OrderCash } from '../types';
import { cashInstruction } from '../utils/sales';

const routes = [{ path: '/dashboard', element: <Outlet />, children: dashboardOrderRoutes }];
const ME = () => jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role: 'ROLE_MERCHANT', merchant: 'mer_1' } });
const COUNTS = { 'Not processed': 3, Processing: 1, Shipped: 7, Delivered: 12, Cancelled: 0 };
const page = (orders: Order[], counts = COUNTS) => () => jsonResponse(200, { orders, totalPages: 1, currentPage: 1, count: orders.length, counts });
const cash = (overrides: Partial<OrderCash>): OrderCash => ({ collector: 'seller', collectorName: 'Acacia', amount: 3050, awaitingConfirmation: 0, received: 0, ...overrides });

const pending = makeOrder({
  _id: 'order_A',
  number: 'DK-10342',
  delivery: makeDelivery({ recipient: 'Chebet Wambui', phone: '+254712345678', fee: 250 }),
  payment: { method: 'cod', state: 'Pay on delivery', receipt: null, amount: null },
  cash: cash({}),
  products: [
    makeLine({ _id: 'line-1', name: 'Clay Pot', product: null, variant: 'Large', status: 'Processing' }),
    makeLine({ _id: 'line-2', name: 'Sufuria', product: null, quantity: 1, status: 'Processing' }),
  ],
});

function open(path: string, replies: Record<string, () => Response>) {
  const calls = stubApi({ 'GET /api/user/me': ME, ...replies });
  act(() => signIn('Bearer token'));
  renderAt(path, routes);
  return calls;
}

beforeAll(async () => {
  await import('./CustomerOrdersPage');
  await import('./PackingSlipPage');
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a seller's Customer Orders (issue items 12–14)", () => {
  it('opens on Pending with every tab counted, and keeps the tab the address names (the Overview links)', async () => {
    const calls = open('/dashboard/orders/customers', { 'GET /api/order?page=1&limit=20&status=Not+processed': page([pending]) });
    const tabs = within(await screen.findByRole('navigation', { name: 'Orders by status' }));
    await waitFor(() => expect(tabs.getByRole('link', { name: 'Pending (3)' })).toHaveAttribute('aria-current', 'page'));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Pending (3)', 'Ready to ship (1)', 'Shipped (7)', 'Delivered (12)', 'Cancelled (0)']);
    expect(await screen.findByText('Order DK-10342')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/order?page=1&limit=20&status=Not+processed');
    cleanup();

    open('/dashboard/orders/customers?status=Shipped', { 'GET /api/order?page=1&limit=20&status=Shipped': page([]) });
    expect(await screen.findByText('No orders here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipped (7)' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches by DK number, buyer name or phone within the tab', async () => {
    const user = userEvent.setup();
    const calls = open('/dashboard/orders/customers', {
      'GET /api/order?page=1&limit=20&status=Not+processed': page([pending]),
      'GET /api/order?page=1&limit=20&status=Not+processed&search=0712+345+678': page([], { ...COUNTS, 'Not processed': 0 }),
    });
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveAttribute('placeholder', 'DK number, buyer name or phone');
    await user.type(box, '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('0 orders found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending (0)' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('search=0712+345+678'))).toBe(true);
  });

  it('ships a whole order in one step with a rider, after checking the phone', async () => {
    const user = userEvent.setup();
    const calls = open('/dashboard/orders/customers?status=Processing', {
      'GET /api/order?page=1&limit=20&status=Processing': page([pending]),
      'PUT /api/order/order_A/lines/status': () => jsonResponse(200, { success: true, message: '2 items marked Shipped.', count: 2 }),
    });
    const sale = within((await screen.findByText('Order DK-10342')).closest('article')!);
    expect(sale.getByRole('button', { name: 'Mark shipped…' })).toBeDisabled();
    await user.click(sale.getByRole('checkbox', { name: 'Select whole order' }));
    expect(sale.getByRole('checkbox', { name: /Clay Pot \(Large\)/ })).toBeChecked();
    expect(sale.getByRole('button', { name: 'Mark processing' })).toBeDisabled();
    await user.click(sale.getByRole('button', { name: 'Mark shipped…' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }));
    expect(dialog.getByText('2 items of DK-10342')).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Rider's name"), 'Otieno');
    await user.type(dialog.getByLabelText("Rider's phone"), '12345');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText(/valid Kenyan phone number/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(dialog.getByLabelText("Rider's phone"));
    await user.type(dialog.getByLabelText("Rider's phone"), '0722 000 111');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      lineItemIds: ['line-1', 'line-2'],
      status: 'Shipped',
      shipping: { method: 'rider', riderName: 'Otieno', riderPhone: '0722 000 111' },
    });
  });

  it('asks a courier for its waybill', async () => {
    const user = userEvent.setup();
    open('/dashboard/orders/customers?status=Processing', { 'GET /api/order?page=1&limit=20&status=Processing': page([pending]) });
    const sale = within((await screen.findByText('Order DK-10342')).closest('article')!);
    await user.click(sale.getByRole('checkbox', { name: /Sufuria/ }));
    await user.click(sale.getByRole('button', { name: 'Mark shipped…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }));
    await user.click(dialog.getByRole('radio', { name: 'A courier' }));
    await user.type(dialog.getByLabelText('Courier'), 'G4S');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText('The waybill number is required.')).toBeInTheDocument();
  });

  it('says who collects the cash on the card', async () => {
    open('/dashboard/orders/customers?status=Processing', { 'GET /api/order?page=1&limit=20&status=Processing': page([pending]) });
    expect(await screen.findByTestId('sale-cash')).toHaveTextContent('Collect Kes. 3,050 from the buyer (items + delivery).');
  });
});

describe('the packing slip', () => {
  it('lists the order, items with variants, the buyer, the delivery card and the cash to collect, with a Print button', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const slipOrder = { ...pending, delivery: { ...pending.delivery!, collectionCode: 'K7Q2' } };
    open('/dashboard/orders/customers/slip/order_A', { 'GET /api/order/order_A': () => jsonResponse(200, { order: slipOrder, viewer: 'merchant' }) });
    expect(await screen.findByRole('heading', { name: 'Packing slip' })).toBeInTheDocument();
    expect(screen.getByTestId('slip-number')).toHaveTextContent('Order DK-10342');
    expect(screen.getAllByTestId('slip-line').map((row) => row.textContent)).toEqual(['Clay PotLarge2', 'Sufuria—1']);
    expect(screen.getByTestId('slip-buyer')).toHaveTextContent('Chebet Wambui · +254712345678');
    expect(screen.getByText('Argwings Kodhek Road, House 12')).toBeInTheDocument();
    expect(screen.getByTestId('slip-code')).toHaveTextContent('K7Q2');
    const words = 'Collect Kes. 3,050 from the buyer (items + delivery).';
    expect(screen.getByTestId('slip-delivery-cash')).toHaveTextContent(words);
    expect(screen.getByTestId('slip-summary-cash')).toHaveTextContent(words);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('leaves the collection code out when the order has none', async () => {
    open('/dashboard/orders/customers/slip/order_A', { 'GET /api/order/order_A': () => jsonResponse(200, { order: pending, viewer: 'merchant' }) });
    expect(await screen.findByRole('heading', { name: 'Packing slip' })).toBeInTheDocument();
    expect(screen.queryByText(/Collection code/)).not.toBeInTheDocument();
  });
});

describe('cash on delivery wording', () => {
  it("names the seller's amount, or the shop's rider, or nothing to collect", () => {
    const base = { delivery: makeDelivery({ fee: 250 }), payment: { method: 'cod' as const, state: 'Pay on delivery' as const, receipt: null, amount: null } };
    expect(cashInstruction({ ...base, cash: cash({}) })).toBe('Collect Kes. 3,050 from the buyer (items + delivery).');
    expect(cashInstruction({ ...base, delivery: makeDelivery({ fee: 0 }), cash: cash({ amount: 2800 }) })).toBe('Collect Kes. 2,800 from the buyer (items).');
    expect(cashInstruction({ ...base, cash: cash({ collector: 'shop', collectorName: null }) })).toBe("Duka's rider collects the cash: nothing for you to collect.");
    expect(cashInstruction({ ...base, payment: { method: 'mpesa', state: 'Paid', receipt: 'QK1', amount: 3050 }, cash: null })).toBe('Paid by M-Pesa: nothing to collect.');
  });
});
