import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { dashboardOrderRoutes, orderRoutes } from '../routes';
import { makeLine, makeOrder } from '../testing/order-fixture';
import type { Order } from '../types';

const dashboard: RouteObject[] = [{ path: '/dashboard', element: <Outlet />, children: dashboardOrderRoutes }];
const me = (role: Role) => () => jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role } });
const page = (orders: Order[]) => jsonResponse(200, { orders, totalPages: 1, currentPage: 1, count: orders.length });

function open(role: Role, replies: Record<string, Response | (() => Response)>, path: string, routes: RouteObject[] = dashboard) {
  const calls = stubApi({ 'GET /api/user/me': me(role), ...replies });
  act(() => signIn('Bearer token'));
  renderAt(path, routes);
  return calls;
}

const SHIPPED_LINE = makeLine({
  status: 'Shipped',
  timeline: [
    { status: 'Placed', reached: true, at: '2025-03-05T10:00:00.000Z' },
    { status: 'Processing', reached: true, at: '2025-03-06T08:00:00.000Z' },
    { status: 'Shipped', reached: true, at: '2025-03-07T09:30:00.000Z' },
    { status: 'Delivered', reached: false, at: null },
  ],
});

beforeAll(async () => {
  await Promise.all([import('./OrdersPage'), import('./CustomerOrdersPage'), import('./OrderPage')]);
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the short order number', () => {
  it("shows on the buyer's order page in place of the internal id, with each line's timeline", async () => {
    open(
      'ROLE_MEMBER',
      { 'GET /api/order/order_01ABC': () => jsonResponse(200, { order: makeOrder({ number: 'DK-10342', products: [SHIPPED_LINE] }) }) },
      '/order/order_01ABC',
      orderRoutes
    );
    expect(await screen.findByTestId('order-number')).toHaveTextContent('DK-10342');
    expect(screen.queryByTestId('order-id')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/order_01ABC/);
    const progress = within(screen.getByRole('article', { name: 'Kilima 1.7L Electric Kettle' })).getByRole('list', {
      name: 'Progress of Kilima 1.7L Electric Kettle',
    });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'PlacedMarch 5, 2025',
      'ProcessingMarch 6, 2025',
      'ShippedMarch 7, 2025',
      'DeliveredPending',
    ]);
  });

  it("shows on the buyer's list and filters it by number", async () => {
    open(
      'ROLE_MEMBER',
      {
        'GET /api/order/me?page=1&limit=20': page([
          makeOrder({ _id: 'order_A1', number: 'DK-10001' }),
          makeOrder({ _id: 'order_B2', number: 'DK-10002' }),
        ]),
      },
      '/dashboard/orders'
    );
    const entries = await screen.findAllByTestId('order-entry');
    expect(within(entries[0]!).getByTestId('order-number')).toHaveTextContent('DK-10001');
    expect(within(entries[0]!).getByRole('link', { name: 'Order DK-10001' })).toHaveAttribute('href', '/order/order_A1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'dk-10002{Enter}');
    expect(screen.getAllByTestId('order-entry')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Order DK-10002' })).toBeInTheDocument();
  });

  it("shows on the admin's Customer Orders and is sent as the search", async () => {
    const calls = open(
      'ROLE_ADMIN',
      {
        'GET /api/order?page=1&limit=20': page([makeOrder({ _id: 'order_C3', number: 'DK-10003' })]),
        'GET /api/order/search?search=DK-10003': jsonResponse(200, { orders: [makeOrder({ _id: 'order_C3', number: 'DK-10003' })] }),
      },
      '/dashboard/orders/customers'
    );
    const [entry] = await screen.findAllByTestId('order-entry');
    expect(within(entry!).getByTestId('order-number')).toHaveTextContent('DK-10003');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'DK-10003{Enter}');
    expect(await screen.findByText('1 order found')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/api/order/search?search=DK-10003'))).toBe(true);
  });
});
