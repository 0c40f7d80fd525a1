import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartStore, setCartId, setOrderMessage, CART_ID_KEY, CART_ITEMS_KEY, type NewCartItem } from '@/stores/cart';
import { signIn } from '@/stores/auth';
import { openCart, uiStore } from '@/stores/ui';
import { jsonResponse, stubApi, type ApiCall } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { CheckoutButton } from './CheckoutButton';
import { homeAddress, resetCheckout, SHEET_URLS, sheetReads } from '../testing/checkout-fixtures';

const kettle: NewCartItem = {
  _id: 'p1',
  name: 'Kilima 1.7L Electric Kettle',
  slug: 'kilima-electric-kettle-1-7l',
  imageUrl: null,
  quantity: 2,
  variant: null,
  price: 1299,
  taxable: true,
  isAddon: false,
};
const wrapping: NewCartItem = { ...kettle, _id: 'p2', name: 'Zawadi Gift Wrapping', price: 150, quantity: 1, isAddon: true };

const KETTLE_URL = '/api/product/item/kilima-electric-kettle-1-7l';

const HOME = homeAddress({ landmark: 'Opposite the Hilton' });
const DELIVERY = { option: 'home', addressId: 'addr-1', phone: '+254712345678', fee: 0 };

const SHEET_READS = sheetReads({ addresses: [HOME] });
const withoutSheetReads = (calls: ApiCall[]) => calls.filter((call) => !SHEET_URLS.includes(call.url));

/** Place Order opens the sheet; its button (default address, total on it) places the order. */
async function placeOrder(total: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
  await userEvent.click(await screen.findByRole('button', { name: `Place order · ${total}` }));
}

const orderPlaced = (id: string) => jsonResponse(200, { success: true, message: 'Your order has been placed successfully!', order: { _id: id } });

function renderButton() {
  return renderAt('/product/x', [{ path: '/product/:slug', element: <CheckoutButton /> }], {
    '/order/success/:id': 'success page',
    '/login': 'login page',
  });
}

beforeEach(() => {
  act(() => openCart());
});

afterEach(resetCheckout);

describe('CheckoutButton signed out', () => {
  it("says 'Please Login to proceed to checkout', closes the drawer and goes to /login", async () => {
    const calls = stubApi({});
    act(() => addToCart(kettle));
    renderButton();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(await screen.findByText('Please Login to proceed to checkout')).toBeInTheDocument();
    expect(uiStore.getState().panel).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('CheckoutButton signed in (Place Order)', () => {
  beforeEach(() => act(() => signIn('Bearer member-token')));

  it('creates the server cart when there is none, places the order, clears the cart and opens the success page', async () => {
    const calls = stubApi({ ...SHEET_READS, 'POST /api/cart/add': [jsonResponse(200, { cartId: 'cart-new' })], 'POST /api/order/add': [orderPlaced('order-1')] });
    act(() => {
      addToCart(kettle);
      addToCart(wrapping);
      setOrderMessage('Happy birthday!');
    });
    renderButton();
    await placeOrder('Kes. 2,748');

    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(withoutSheetReads(calls)).toEqual([
      {
        url: '/api/cart/add',
        method: 'POST',
        body: {
          products: [
            { product: 'p1', quantity: 2, variant: null, price: 1299, taxable: true },
            { product: 'p2', quantity: 1, variant: null, price: 150, taxable: true },
          ],
        },
      },
      { url: '/api/order/add', method: 'POST', body: { cartId: 'cart-new', total: 2748, message: 'Happy birthday!', delivery: DELIVERY } },
    ]);
    expect(cartStore.getState()).toMatchObject({ items: [], total: 0, cartId: null, message: '' });
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
  });

  it('reuses the stored server cart id, and sends no message without an add-on', async () => {
    const calls = stubApi({ ...SHEET_READS, 'POST /api/order/add': [orderPlaced('order-2')] });
    act(() => {
      addToCart(kettle);
      setCartId('cart-kept');
      setOrderMessage('left over from a removed add-on');
    });
    renderButton();
    await placeOrder('Kes. 2,598');

    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(withoutSheetReads(calls)).toEqual([{ url: '/api/order/add', method: 'POST', body: { cartId: 'cart-kept', total: 2598, message: '', delivery: DELIVERY } }]);
  });

  it('on a 400 shows the error, keeps the items, drops the stale cart id; the next try creates a fresh cart', async () => {
    const changed = 'Your cart has changed: its total is now Kes. 2,700. Please review your cart and try again.';
    const calls = stubApi({ ...SHEET_READS,
      'POST /api/order/add': [jsonResponse(400, { error: changed }), orderPlaced('order-3')],
      'POST /api/cart/add': [jsonResponse(200, { cartId: 'cart-fresh' })],
      [`GET ${KETTLE_URL}`]: jsonResponse(200, { product: { _id: 'p1', price: 1299 } }),
    });
    act(() => {
      addToCart(kettle);
      setCartId('cart-stale');
    });
    renderButton();
    await placeOrder('Kes. 2,598');

    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(screen.getByText('Please Try Again!')).toBeInTheDocument();
    expect(cartStore.getState().cartId).toBeNull();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(cartStore.getState().items).toHaveLength(1);
    expect(screen.queryByText('success page')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Place order · Kes. 2,598' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(withoutSheetReads(calls).map(({ method, url, body }) => [method, url, (body as { cartId?: string } | undefined)?.cartId])).toEqual([
      ['POST', '/api/order/add', 'cart-stale'],
      ['GET', KETTLE_URL, undefined], // the bag's prices reloaded: unchanged here
      ['POST', '/api/cart/add', undefined],
      ['POST', '/api/order/add', 'cart-fresh'],
    ]);
  });

  it('when prices changed, reloads them into the bag before the shopper confirms again, then orders at the new price', async () => {
    const changed = 'Prices in your cart have changed. Please check the new prices and place your order again.';
    const calls = stubApi({ ...SHEET_READS,
      'POST /api/order/add': [jsonResponse(400, { error: changed }), orderPlaced('order-5')],
      [`GET ${KETTLE_URL}`]: jsonResponse(200, { product: { _id: 'p1', price: 1499 } }),
      'GET /api/product/item/zawadi-gift-wrapping': jsonResponse(404, { message: 'No product found.' }),
      'POST /api/cart/add': [jsonResponse(200, { cartId: 'cart-repriced' })],
    });
    act(() => {
      addToCart(kettle);
      addToCart({ ...wrapping, slug: 'zawadi-gift-wrapping' });
      setCartId('cart-made-yesterday');
    });
    renderButton();
    await placeOrder('Kes. 2,748');

    expect(await screen.findByText(changed)).toBeInTheDocument();
    await waitFor(() => expect(cartStore.getState().total).toBe(3148));
    expect(cartStore.getState().items.map(({ _id, price, totalPrice }) => ({ _id, price, totalPrice }))).toEqual([
      { _id: 'p1', price: 1499, totalPrice: 2998 },
      { _id: 'p2', price: 150, totalPrice: 150 }, // no longer shown by the shop: kept as it was
    ]);
    expect(cartStore.getState().cartId).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]')[0]).toMatchObject({ price: 1499, totalPrice: 2998 });
    expect(screen.queryByText('success page')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Place order · Kes. 3,148' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map(({ url, body }) => [url, body])).toEqual([
      ['/api/order/add', { cartId: 'cart-made-yesterday', total: 2748, message: '', delivery: DELIVERY }],
      [
        '/api/cart/add',
        {
          products: [
            { product: 'p1', quantity: 2, variant: null, price: 1499, taxable: true },
            { product: 'p2', quantity: 1, variant: null, price: 150, taxable: true },
          ],
        },
      ],
      ['/api/order/add', { cartId: 'cart-repriced', total: 3148, message: '', delivery: DELIVERY }],
    ]);
  });

  it('shows a refused server cart (e.g. out of stock) and keeps no cart id', async () => {
    const calls = stubApi({ ...SHEET_READS, 'POST /api/cart/add': [jsonResponse(400, { error: 'Quantity may not be greater than 1.' })] });
    act(() => addToCart(kettle));
    renderButton();
    await placeOrder('Kes. 2,598');
    expect(await screen.findByText('Quantity may not be greater than 1.')).toBeInTheDocument();
    expect(withoutSheetReads(calls)).toHaveLength(1);
    expect(cartStore.getState().cartId).toBeNull();
  });

  it("replaces a stored cart the server does not know (404) and places the order", async () => {
    const calls = stubApi({ ...SHEET_READS,
      'POST /api/order/add': [jsonResponse(404, { message: 'No cart found.' }), orderPlaced('order-4')],
      'POST /api/cart/add': [jsonResponse(200, { cartId: 'cart-mine' })],
    });
    act(() => {
      addToCart(kettle);
      setCartId('cart-of-someone-else');
    });
    renderButton();
    await placeOrder('Kes. 2,598');
    expect(await screen.findByText('success page')).toBeInTheDocument();
    await waitFor(() => expect(withoutSheetReads(calls)).toHaveLength(3));
    expect((withoutSheetReads(calls)[2]!.body as { cartId: string }).cartId).toBe('cart-mine');
  });
});
