import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { dashboardOrderRoutes } from '../routes';
import { makeLine, makeOrder } from '../testing/order-fixture';
import type { Order } from '../types';

const routes = [{ path: '/dashboard', element: <Outlet />, children: dashboardOrderRoutes }];
const me = (role: Role) => () => jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role } });
const page = (orders: Order[], count = orders.length, totalPages = 1) =>
  jsonResponse(200, { orders, totalPages, currentPage: 1, count });

function openOrders(role: Role, replies: Record<string, Response>, path = '/dashboard/orders') {
  const calls = stubApi({ 'GET /api/user/me': me(role), ...replies });
  act(() => signIn('Bearer token'));
  renderAt(path, routes);
  return calls;
}

// Load the lazily routed pages up front: a cold import under a busy test run can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('./OrdersPage'), import('./CustomerOrdersPage')]);
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('OrdersPage (Your Orders)', () => {
  it("lists own orders by number with every item's status (or 'Unavailable'), date and total, each linking to the order", async () => {
    openOrders('ROLE_MEMBER', {
      'GET /api/order/me?page=1&limit=20': page([
        makeOrder({
          _id: 'order_A1',
          number: 'DK-10001',
          products: [makeLine({ status: 'Shipped' }), makeLine({ status: 'Shipped' }), makeLine({ status: 'Cancelled' })],
        }),
        makeOrder({ _id: 'order_B2', number: 'DK-10002', products: [] }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    const entries = await screen.findAllByTestId('order-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('link', { name: 'Order DK-10001' })).toHaveAttribute('href', '/order/order_A1');
    expect(within(entries[0]!).getByTestId('order-status')).toHaveTextContent('2 of 3 items on the way · 1 cancelled');
    expect(within(entries[0]!).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Kes. 2,848')).toBeInTheDocument();
    expect(within(entries[1]!).getByTestId('order-status')).toHaveTextContent('Unavailable');
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customer Orders' })).not.toBeInTheDocument();
    // The internal ids stay in the links' addresses: nobody reads them.
    expect(document.body).not.toHaveTextContent(/order_/);
  });

  it("says 'you have no orders yet!' without orders", async () => {
    openOrders('ROLE_MEMBER', { 'GET /api/order/me?page=1&limit=20': page([]) });
    expect(await screen.findByText('you have no orders yet!')).toBeInTheDocument();
  });

  it('keeps the orders whose number contains the search (from 2 characters, on submit)', async () => {
    openOrders('ROLE_MEMBER', {
      'GET /api/order/me?page=1&limit=20': page([makeOrder({ _id: 'order_A1', number: 'DK-10001' }), makeOrder({ _id: 'order_B2', number: 'DK-10002' })]),
    });
    await screen.findAllByTestId('order-entry');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });

    await userEvent.type(box, '1{Enter}');
    expect(screen.getAllByTestId('order-entry')).toHaveLength(2);

    await userEvent.type(box, '0002{Enter}');
    expect(screen.getAllByTestId('order-entry')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Order DK-10002' })).toBeInTheDocument();
    expect(screen.getByText('1 order found')).toBeInTheDocument();

    // The internal id is no search term: nobody sees it.
    await userEvent.clear(box);
    await userEvent.type(box, 'order_B{Enter}');
    expect(await screen.findByText('No orders match your search.')).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, '{Enter}');
    expect(screen.getAllByTestId('order-entry')).toHaveLength(2);
  });

  it("says that no order matches a search that finds none, not 'you have no orders yet!'", async () => {
    openOrders('ROLE_MEMBER', { 'GET /api/order/me?page=1&limit=20': page([makeOrder({ _id: 'order_A1' })]) });
    await screen.findAllByTestId('order-entry');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zz{Enter}');
    expect(await screen.findByText('No orders match your search.')).toBeInTheDocument();
    expect(screen.queryByText('you have no orders yet!')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-entry')).not.toBeInTheDocument();
  });

  it("gives admins a 'Customer Orders' button", async () => {
    openOrders('ROLE_ADMIN', { 'GET /api/order/me?page=1&limit=20': page([]) });
    expect(await screen.findByRole('link', { name: 'Customer Orders' })).toHaveAttribute('href', '/dashboard/orders/customers');
  });
});

describe('CustomerOrdersPage', () => {
  it("lists every order for admins, with 'My Orders' back", async () => {
    openOrders('ROLE_ADMIN', { 'GET /api/order?page=1&limit=20': page([makeOrder({ _id: 'order_C3' })]) }, '/dashboard/orders/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Order DK-10023' })).toHaveAttribute('href', '/order/order_C3');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it("says 'No orders found.' when there are none", async () => {
    openOrders('ROLE_ADMIN', { 'GET /api/order?page=1&limit=20': page([]) }, '/dashboard/orders/customers');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('sends members back to their own orders', async () => {
    openOrders('ROLE_MEMBER', { 'GET /api/order/me?page=1&limit=20': page([]) }, '/dashboard/orders/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
  });
});
