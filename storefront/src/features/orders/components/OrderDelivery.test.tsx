import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/api/addresses';
import { signIn, signOut, type Role } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { orderRoutes } from '../routes';
import { awaitingDelivery, makeDelivery, makeOrder } from '../testing/order-fixture';
import type { Order, OrderViewer } from '../types';

const ORDER_URL = '/api/order/order_01ABC';

const me = (role: Role) => () => jsonResponse(200, { user: { _id: 'u1', firstName: 'Wanjiru', role, merchant: role === 'ROLE_MERCHANT' ? 'mer_1' : null, phoneNumber: '' } });

const home: Address = {
  _id: 'addr_home',
  address: 'Argwings Kodhek Road, House 12',
  city: 'Kilimani',
  state: 'Nairobi',
  country: 'Kenya',
  zipCode: '',
  county: 'Nairobi',
  landmark: 'Opposite Yaya Centre',
  phone: '+254712345678',
  isDefault: true,
};
const coast: Address = { ...home, _id: 'addr_coast', address: 'Links Road 4', city: 'Nyali', county: 'Mombasa', landmark: '', phone: '', isDefault: false };

const DELIVERY = {
  counties: [
    { name: 'Mombasa', fees: { home: 400, pickup: 150 } },
    { name: 'Nairobi', fees: { home: 250, pickup: 99.5 } },
  ],
  stations: [{ _id: 'pstn_1', name: 'Moi Avenue Hub', town: 'Nairobi CBD', county: 'Nairobi', openingHours: 'Mon–Sat 8:00–19:00', isActive: true }],
};

function openOrder(role: Role, viewer: OrderViewer, orders: Order[], extra: Record<string, () => Response> = {}) {
  const calls = stubApi({
    'GET /api/user/me': me(role),
    [`GET ${ORDER_URL}`]: orders.map((order) => jsonResponse(200, { order, viewer })),
    'GET /api/address': () => jsonResponse(200, { addresses: [coast, home] }),
    'GET /api/delivery': () => jsonResponse(200, DELIVERY),
    ...extra,
  });
  act(() => signIn('Bearer token'));
  renderAt('/order/order_01ABC', orderRoutes);
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

describe('OrderPage delivery details', () => {
  const delivered = makeOrder({ shipping: 250, totalWithTax: 3098, delivery: makeDelivery({ fee: 250 }) });

  it.each([
    ['ROLE_MEMBER', 'buyer'],
    ['ROLE_MERCHANT', 'merchant'],
    ['ROLE_ADMIN', 'admin'],
  ] as const)('shows a %s whom and where a home delivery goes, the fee as Shipping & Handling', async (role, viewer) => {
    openOrder(role, viewer, [delivered]);
    await screen.findByRole('heading', { level: 2, name: 'Delivery' });
    const card = deliveryCard();
    expect(card).toHaveTextContent('Home delivery');
    expect(card).toHaveTextContent('Wanjiru Kamau');
    expect(within(card).getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(within(card).getByTestId('delivery-place')).toHaveTextContent('Argwings Kodhek Road, House 12Near Opposite Yaya CentreKilimani, Nairobi County');
    expect(card).toHaveTextContent('FeeKes. 250');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Kes. 250');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Kes. 3,098');
    expect(screen.queryByRole('heading', { name: 'Where should we deliver this order?' })).not.toBeInTheDocument();
  });

  it('shows a pickup station with its opening hours, and a free delivery as Free', async () => {
    const station = makeDelivery({
      option: 'pickup',
      optionName: 'Pickup station',
      town: 'Nairobi CBD',
      address: null,
      landmark: null,
      station: { _id: 'pstn_1', name: 'Moi Avenue Hub', openingHours: 'Mon–Sat 8:00–19:00' },
      fee: 0,
    });
    openOrder('ROLE_MEMBER', 'buyer', [makeOrder({ delivery: station })]);
    await screen.findByRole('heading', { level: 2, name: 'Delivery' });
    expect(within(deliveryCard()).getByText('Pickup station', { selector: 'dt' })).toBeInTheDocument();
    expect(within(deliveryCard()).getByTestId('delivery-place')).toHaveTextContent('Moi Avenue HubNairobi CBD, Nairobi CountyOpen Mon–Sat 8:00–19:00');
    expect(deliveryCard()).toHaveTextContent('FeeFree');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Kes. 0');
  });

  it.each([
    ['ROLE_MERCHANT', 'merchant'],
    ['ROLE_ADMIN', 'admin'],
  ] as const)("tells a %s the order is 'Awaiting delivery details', with no form", async (role, viewer) => {
    const calls = openOrder(role, viewer, [makeOrder({ delivery: awaitingDelivery() })]);
    expect(await screen.findByTestId('delivery-state')).toHaveTextContent('Awaiting delivery details');
    expect(screen.queryByRole('heading', { name: 'Where should we deliver this order?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save delivery details' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/address')).toBe(false);
  });
});

describe('OrderPage: the buyer gives the missing delivery details', () => {
  const waiting = makeOrder({ delivery: awaitingDelivery() });
  const ready = makeOrder({ shipping: 250, totalWithTax: 3098, delivery: makeDelivery({ fee: 250 }) });
  const saved = () => jsonResponse(200, { success: true, message: 'Your delivery details have been saved.', order: ready });

  it('home delivery: the default address preselected with its fee and phone; saving sends them and shows the details', async () => {
    const calls = openOrder('ROLE_MEMBER', 'buyer', [waiting, ready], { [`PUT ${ORDER_URL}/delivery`]: saved });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where should we deliver this order?' })).toBeInTheDocument();
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Argwings Kodhek Road, House 12, Kilimani, Nairobi County/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    expect(screen.getByLabelText('Phone for the rider (optional)')).toHaveValue('+254712345678');
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('Delivery fee: Kes. 250');
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute('href', '/dashboard/address/add');

    await user.click(screen.getByRole('radio', { name: /Links Road 4/ }));
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('Delivery fee: Kes. 400');
    await user.click(screen.getByRole('radio', { name: /Argwings Kodhek Road/ }));
    await user.clear(screen.getByLabelText('Phone for the rider (optional)'));
    await user.type(screen.getByLabelText('Phone for the rider (optional)'), '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Save delivery details' }));

    expect(await screen.findByText('Your delivery details have been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ option: 'home', addressId: 'addr_home', phone: '0722 000 111', fee: 250 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Where should we deliver this order?' })).not.toBeInTheDocument());
    expect(within(deliveryCard()).getByTestId('delivery-place')).toHaveTextContent('Argwings Kodhek Road, House 12');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Kes. 250');
  });

  it('pickup: a station must be chosen; its county’s pickup fee is sent', async () => {
    const calls = openOrder('ROLE_MEMBER', 'buyer', [waiting, ready], { [`PUT ${ORDER_URL}/delivery`]: saved });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Pickup station' }));
    await user.click(screen.getByRole('button', { name: 'Save delivery details' }));
    expect(await screen.findByText('Please choose a pickup station.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Pickup station' }), 'pstn_1');
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('Delivery fee: Kes. 99.50');
    await user.click(screen.getByRole('button', { name: 'Save delivery details' }));
    expect(await screen.findByText('Your delivery details have been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ option: 'pickup', stationId: 'pstn_1', phone: '+254712345678', fee: 99.5 });
  });

  it("refuses a phone that is not Kenyan, and says when the fee has changed (the server's message)", async () => {
    const calls = openOrder('ROLE_MEMBER', 'buyer', [waiting, waiting], {
      [`PUT ${ORDER_URL}/delivery`]: () =>
        jsonResponse(400, { error: 'The delivery fee is now Kes. 300. Please check your order and place it again.' }),
    });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone for the rider (optional)');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save delivery details' }));
    expect(await screen.findByText(/valid Kenyan phone number/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save delivery details' }));
    expect(await screen.findByText(/The delivery fee is now Kes\. 300/)).toBeInTheDocument();
  });
});
