import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { dashboardOrderRoutes } from '../routes';
import { awaitingDelivery, makeDelivery, makeOrder } from '../testing/order-fixture';
import type { Order } from '../types';

const routes = [{ path: '/dashboard', element: <Outlet />, children: dashboardOrderRoutes }];
const me = (role: Role) => () =>
  jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role, merchant: role === 'ROLE_MERCHANT' ? 'mer_1' : null } });
const page = (orders: Order[]) => () => jsonResponse(200, { orders, totalPages: 1, currentPage: 1, count: orders.length });
const DELIVERY = () =>
  jsonResponse(200, {
    counties: ['Kisumu', 'Mombasa', 'Nairobi'].map((name) => ({ name, fees: { home: 0, pickup: 0 } })),
    stations: [],
  });

const orders = [
  makeOrder({ _id: 'order_A', number: 'DK-10342', delivery: makeDelivery({ recipient: 'Wanjiru Kamau', phone: '+254712345678', town: 'Kisumu', county: 'Kisumu' }) }),
  makeOrder({
    _id: 'order_B',
    number: 'DK-10343',
    delivery: makeDelivery({
      option: 'pickup',
      optionName: 'Pickup station',
      recipient: 'Otieno Achieng',
      phone: null,
      town: 'Nairobi CBD',
      station: { _id: 'pstn_1', name: 'Moi Avenue Hub', openingHours: 'Daily' },
    }),
  }),
  makeOrder({ _id: 'order_C', number: 'DK-10344', delivery: { ...awaitingDelivery(), recipient: 'Njeri Mwangi' } }),
];

function open(role: Role, replies: Record<string, () => Response>) {
  const calls = stubApi({ 'GET /api/user/me': me(role), 'GET /api/delivery': DELIVERY, ...replies });
  act(() => signIn('Bearer token'));
  renderAt('/dashboard/orders/customers', routes);
  return calls;
}

const card = (number: string) => screen.getByText(`Order ${number}`).closest('article')!;

beforeAll(async () => {
  await import('./CustomerOrdersPage');
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CustomerOrdersPage: whom and where each order goes', () => {
  it.each(['ROLE_ADMIN', 'ROLE_MERCHANT'] as const)('shows a %s the short number, the buyer with their phone, and the destination', async (role) => {
    // A seller's list opens on her Pending tab (issue item 12).
    open(role, { [role === 'ROLE_MERCHANT' ? 'GET /api/order?page=1&limit=20&status=Not+processed' : 'GET /api/order?page=1&limit=20']: page(orders) });
    expect(await screen.findByText('Order DK-10342')).toBeInTheDocument();
    expect(within(card('DK-10342')).getByTestId('order-buyer')).toHaveTextContent('Wanjiru Kamau · +254712345678');
    expect(within(card('DK-10342')).getByTestId('order-destination')).toHaveTextContent('Kisumu, Kisumu County');
    expect(within(card('DK-10343')).getByTestId('order-buyer')).toHaveTextContent(/^Otieno Achieng$/);
    expect(within(card('DK-10343')).getByTestId('order-destination')).toHaveTextContent('Pickup: Moi Avenue Hub, Nairobi CBD, Nairobi County');
    expect(within(card('DK-10344')).getByTestId('order-destination')).toHaveTextContent('Awaiting delivery details');
  });

  it('lets the admin filter by line status (awaiting delivery details too) and by county, sent to the API, first page again', async () => {
    const calls = open('ROLE_ADMIN', {
      'GET /api/order?page=1&limit=20': page(orders),
      'GET /api/order?page=1&limit=20&status=Awaiting+delivery+details': page(orders.slice(2)),
      'GET /api/order?page=1&limit=20&status=Awaiting+delivery+details&county=Kisumu': page([]),
    });
    const user = userEvent.setup();
    await screen.findByText('Order DK-10342');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Not processed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Awaiting delivery details',
    ]);
    await user.selectOptions(status, 'Awaiting delivery details');
    await waitFor(() => expect(screen.queryByText('Order DK-10342')).not.toBeInTheDocument());
    expect(screen.getByText('Order DK-10344')).toBeInTheDocument();

    const county = screen.getByRole('combobox', { name: 'Delivery county' });
    await waitFor(() => expect(within(county).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(county, 'Kisumu');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/order?')).map((call) => call.url)).toEqual([
      '/api/order?page=1&limit=20',
      '/api/order?page=1&limit=20&status=Awaiting+delivery+details',
      '/api/order?page=1&limit=20&status=Awaiting+delivery+details&county=Kisumu',
    ]);
  });

  it('gives a merchant no filters', async () => {
    open('ROLE_MERCHANT', { 'GET /api/order?page=1&limit=20&status=Not+processed': page(orders) });
    await screen.findByText('Order DK-10342');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Delivery county' })).not.toBeInTheDocument();
  });
});
