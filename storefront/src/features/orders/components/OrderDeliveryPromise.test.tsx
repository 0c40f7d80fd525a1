import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { orderRoutes } from '../routes';
import { makeDelivery, makeOrder } from '../testing/order-fixture';
import type { Order, OrderViewer } from '../types';

const me = (role: Role) => () => jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role, merchant: null, phoneNumber: '' } });

const pickup = makeOrder({
  delivery: makeDelivery({
    option: 'pickup',
    optionName: 'Pickup station',
    town: 'Nairobi CBD',
    address: null,
    landmark: null,
    station: {
      _id: 'pstn_1',
      name: 'Kencom Hub',
      openingHours: 'Mon–Sat 8:00–19:00',
      address: 'Moi Avenue 12',
      landmark: 'Kencom bus stop',
      phone: '+254722000111',
      mapUrl: 'https://maps.google.com/?q=-1.2841,36.8233',
    },
    arrives: { from: '2024-12-03', to: '2024-12-04' },
  }),
});

function openOrder(role: Role, viewer: OrderViewer, order: Order) {
  const calls = stubApi({
    'GET /api/user/me': me(role),
    [`GET /api/order/${order._id}`]: () => jsonResponse(200, { order, viewer }),
    [`GET /api/delivery/collection/${order._id}`]: () => jsonResponse(200, { collection: { code: '482913', collectedAt: null } }),
  });
  act(() => signIn('Bearer token'));
  renderAt(`/order/${order._id}`, orderRoutes);
  return calls;
}

const deliveryCard = () => screen.getByRole('region', { name: 'Delivery' });

beforeAll(async () => {
  await import('./OrderPage');
});

afterEach(() => {
  cleanup();
  act(() => signOut());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the order's delivery promise", () => {
  it('shows the buyer when it arrives, how to find and call the station, and the collection code', async () => {
    openOrder('ROLE_MEMBER', 'buyer', pickup);
    await screen.findByRole('heading', { level: 2, name: 'Delivery' });
    const card = deliveryCard();
    expect(within(card).getByTestId('delivery-arrives')).toHaveTextContent('Arrives Tue 3 – Wed 4 Dec');
    expect(within(card).getByTestId('delivery-station-address')).toHaveTextContent('Moi Avenue 12Near Kencom bus stop');
    expect(within(card).getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', 'https://maps.google.com/?q=-1.2841,36.8233');
    expect(within(card).getByRole('link', { name: '+254722000111' })).toHaveAttribute('href', 'tel:+254722000111');
    expect(await within(card).findByTestId('delivery-collection-code')).toHaveTextContent('482913');
  });

  it('never asks for the code as staff', async () => {
    const calls = openOrder('ROLE_ADMIN', 'admin', pickup);
    await screen.findByRole('heading', { level: 2, name: 'Delivery' });
    expect(within(deliveryCard()).getByTestId('delivery-arrives')).toHaveTextContent('Arrives Tue 3 – Wed 4 Dec');
    expect(within(deliveryCard()).queryByTestId('delivery-collection-code')).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/delivery/collection/'))).toBe(false);
  });

  it('promises nothing for an order placed without a promise', async () => {
    openOrder('ROLE_MEMBER', 'buyer', makeOrder({ delivery: makeDelivery() }));
    await screen.findByRole('heading', { level: 2, name: 'Delivery' });
    expect(within(deliveryCard()).queryByTestId('delivery-arrives')).toBeNull();
  });
});
