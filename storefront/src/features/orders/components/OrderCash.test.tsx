import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { orderRoutes } from '../routes';
import { makeLine, makeOrder } from '../testing/order-fixture';
import type { Order, OrderCash, OrderViewer } from '../types';

const ORDER_URL = '/api/order/order_01ABC';
const me = (role: Role) => () =>
  jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role, merchant: role === 'ROLE_MERCHANT' ? 'mer_1' : null, phoneNumber: '' } });

const shopCash = (overrides: Partial<OrderCash> = {}): OrderCash => ({
  collector: 'shop',
  collectorName: null,
  amount: 2598,
  awaitingConfirmation: 2598,
  received: 0,
  ...overrides,
});
const deliveredOrder = (cash: OrderCash | null): Order => makeOrder({ products: [makeLine({ status: 'Delivered' })], cash });

/** Opens the order page; `read()` answers each GET of the order (it may change after a POST). */
function openOrder(role: Role, viewer: OrderViewer, read: () => Order, extra: Record<string, () => Response> = {}) {
  const calls = stubApi({
    'GET /api/user/me': me(role),
    [`GET ${ORDER_URL}`]: () => jsonResponse(200, { order: read(), viewer }),
    ...extra,
  });
  act(() => signIn('Bearer token'));
  renderAt('/order/order_01ABC', orderRoutes);
  return calls;
}

const cashCard = async () => screen.findByRole('region', { name: 'Cash on delivery' });

beforeAll(async () => {
  await import('./OrderPage');
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('OrderPage: cash on delivery', () => {
  it('tells the buyer who collects how much, and what awaits the shop, with no button', async () => {
    openOrder('ROLE_MEMBER', 'buyer', () => deliveredOrder(shopCash()));
    const card = await cashCard();
    expect(within(card).getByTestId('cash-collector')).toHaveTextContent("Collected at the door by the shop's rider: Kes. 2,598.");
    expect(card).toHaveTextContent('Awaiting cash confirmation: Kes. 2,598');
    expect(within(card).queryByRole('button', { name: 'Cash received' })).toBeNull();
  });

  it("names the seller whose own rider collects, and gives the merchant no button", async () => {
    openOrder('ROLE_MERCHANT', 'merchant', () =>
      deliveredOrder(shopCash({ collector: 'seller', collectorName: 'Kikapu Crafts', awaitingConfirmation: 0, received: 2598 })),
    );
    const card = await cashCard();
    // The seller reads what she collects, as on her sales list and packing slip (issue item 14).
    expect(within(card).getByTestId('cash-collector')).toHaveTextContent('Collect Kes. 2,598 from the buyer (items).');
    expect(card).toHaveTextContent('Collected by the seller: Kes. 2,598');
    expect(card).not.toHaveTextContent('Awaiting cash confirmation');
    expect(within(card).queryByRole('button', { name: 'Cash received' })).toBeNull();
  });

  it('lets an admin confirm the cash received: the order reloads without the wait', async () => {
    let confirmed = false;
    const calls = openOrder('ROLE_ADMIN', 'admin', () => deliveredOrder(confirmed ? shopCash({ awaitingConfirmation: 0, received: 2598 }) : shopCash()), {
      [`POST ${ORDER_URL}/cash-received`]: () => {
        confirmed = true;
        return jsonResponse(200, { success: true, message: 'Cash received: Kes. 2,598.', order: deliveredOrder(shopCash({ awaitingConfirmation: 0, received: 2598 })) });
      },
    });
    const card = await cashCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Cash received' }));
    await waitFor(() => expect(card).toHaveTextContent('Cash received: Kes. 2,598'));
    expect(card).not.toHaveTextContent('Awaiting cash confirmation');
    expect(within(card).queryByRole('button', { name: 'Cash received' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`${ORDER_URL}/cash-received`]);
  });

  it('shows nothing about cash for an order paid by M-Pesa', async () => {
    openOrder('ROLE_ADMIN', 'admin', () => deliveredOrder(null));
    await screen.findByRole('heading', { name: 'Order Items' });
    expect(screen.queryByRole('region', { name: 'Cash on delivery' })).toBeNull();
  });
});
