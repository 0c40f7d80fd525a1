import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, type NewCartItem } from '@/stores/cart';
import { signIn } from '@/stores/auth';
import { openCart } from '@/stores/ui';
import { jsonResponse, stubApi, type ApiCall } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { CheckoutButton } from './CheckoutButton';
import { resetCheckout, sheetReads } from '../testing/checkout-fixtures';

const blender: NewCartItem = {
  _id: 'p1',
  name: 'Nyota Blender',
  slug: 'nyota-blender',
  imageUrl: null,
  quantity: 1,
  variant: 'Red',
  price: 15649,
  taxable: true,
  isAddon: false,
};

const OPTIONS = {
  counties: [
    { name: 'Kisumu', fees: { home: 350, pickup: 150 } },
    { name: 'Nairobi', fees: { home: 250, pickup: 99.5 } },
  ],
  stations: [{ _id: 'pstn_1', name: 'Moi Avenue Hub', town: 'Nairobi CBD', county: 'Nairobi', openingHours: 'Mon–Sat 8:00–19:00', isActive: true }],
};

const NEW_ADDRESS = {
  _id: 'addr-new',
  address: 'Milimani Road 4',
  city: 'Kisumu',
  state: 'Kisumu',
  country: 'Kenya',
  zipCode: '',
  county: 'Kisumu',
  landmark: '',
  phone: '+254110123456',
  isDefault: true,
};

function stubShop(addresses: unknown[] = []) {
  return stubApi({
    ...sheetReads({ addresses, ...OPTIONS, profilePhone: '0110 123 456' }),
    'POST /api/address/add': jsonResponse(200, { success: true, message: 'Address has been added successfully!', address: NEW_ADDRESS }),
    'POST /api/cart/add': jsonResponse(200, { cartId: 'cart-1' }),
    'POST /api/order/add': jsonResponse(200, { success: true, message: 'Your order has been placed successfully!', order: { _id: 'order-1' } }),
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map(({ url, body }) => [url, body]);

async function openSheet() {
  renderAt('/product/x', [{ path: '/product/:slug', element: <CheckoutButton /> }], { '/order/success/:id': 'success page' });
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  return screen.findByRole('dialog', { name: 'Checkout' });
}

beforeEach(() => {
  act(() => {
    openCart();
    signIn('Bearer member-token');
    addToCart(blender);
  });
});

afterEach(resetCheckout);

describe('CheckoutSheet', () => {
  it('a new shopper adds an address in place: the county sets the fee, the total is on the button, the address is saved first', async () => {
    const calls = stubShop();
    await openSheet();
    expect(screen.getByRole('radio', { name: /A new address/ })).toBeChecked();
    expect(screen.getByLabelText('Phone for the rider')).toHaveValue('0110 123 456');
    expect(screen.getByRole('button', { name: 'Place order · Kes. 15,649' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 15,649' }));
    expect(await screen.findByText('Please choose a county.')).toBeInTheDocument();
    expect(screen.getByText('Town is required.')).toBeInTheDocument();
    expect(screen.getByText('Estate / street is required.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('County'), 'Kisumu');
    await userEvent.type(screen.getByLabelText('Town'), 'Kisumu');
    await userEvent.type(screen.getByLabelText('Estate / street'), 'Milimani Road 4');
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent('Kes. 350');
    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 15,999' }));

    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      [
        '/api/address/add',
        { address: 'Milimani Road 4', city: 'Kisumu', county: 'Kisumu', landmark: '', phone: '0110 123 456', country: 'Kenya', isDefault: true },
      ],
      ['/api/cart/add', expect.anything()],
      ['/api/order/add', { cartId: 'cart-1', total: 15649, message: '', delivery: { option: 'home', addressId: 'addr-new', phone: '0110 123 456', fee: 350 } }],
    ]);
  });

  it('a pickup station: its county sets the fee, its hours show, and no address is needed', async () => {
    const calls = stubShop();
    await openSheet();
    await userEvent.click(screen.getByRole('radio', { name: /Pickup station/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 15,649' }));
    expect(await screen.findByText('Please choose a pickup station.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Pickup station'), 'pstn_1');
    expect(screen.getByText('Open: Mon–Sat 8:00–19:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 15,748.50' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(posts(calls).at(-1)).toEqual([
      '/api/order/add',
      { cartId: 'cart-1', total: 15649, message: '', delivery: { option: 'pickup', stationId: 'pstn_1', phone: '0110 123 456', fee: 99.5 } },
    ]);
  });

  it('a saved default address is preselected; a phone that is not Kenyan is refused inline', async () => {
    const calls = stubShop([{ ...NEW_ADDRESS, _id: 'addr-1', county: 'Nairobi', city: 'Westlands', phone: '' }]);
    await openSheet();
    expect(screen.getByRole('radio', { name: /Milimani Road 4, Westlands, Nairobi County/ })).toBeChecked();
    const phone = screen.getByLabelText('Phone for the rider');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 15,899' }));
    expect(await screen.findByText(/valid Kenyan phone number/)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+254 712 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 15,899' }));
    await waitFor(() => expect(posts(calls).at(-1)?.[0]).toBe('/api/order/add'));
    expect(posts(calls).at(-1)?.[1]).toMatchObject({ delivery: { option: 'home', addressId: 'addr-1', phone: '+254 712 345 678', fee: 250 } });
  });

  it('Escape and Back to bag close the sheet without ordering', async () => {
    const calls = stubShop();
    await openSheet();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to bag' }));
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });
});
