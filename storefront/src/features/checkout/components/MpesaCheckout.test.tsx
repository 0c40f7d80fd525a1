import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStore, type NewCartItem } from '@/stores/cart';
import { signIn } from '@/stores/auth';
import { openCart } from '@/stores/ui';
import { jsonResponse, stubApi, type ApiCall } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { CheckoutButton } from './CheckoutButton';
import { homeAddress, resetCheckout, sheetReads } from '../testing/checkout-fixtures';

const kettle: NewCartItem = {
  _id: 'p1',
  name: 'Kilima Kettle',
  slug: 'kilima-kettle',
  imageUrl: null,
  quantity: 1,
  variant: null,
  // Kes. 462.34 is charged Kes. 463 by M-Pesa: the charge is rounded up, never below the total.
  price: 462.34,
  taxable: true,
  isAddon: false,
};

const HOME = homeAddress();

const payment = (state: string, extra: Record<string, unknown> = {}) => ({
  _id: 'mpay_1',
  state,
  amount: 463,
  phone: '254712345678',
  expiresAt: new Date(Date.now() + 180_000).toISOString(),
  reason: null,
  receipt: null,
  orderId: null,
  ...extra,
});

function stubShop(extra: Record<string, Parameters<typeof stubApi>[0][string]>) {
  return stubApi({
    ...sheetReads({ addresses: [HOME], mpesa: true }),
    'POST /api/cart/add': jsonResponse(200, { cartId: 'cart-1' }),
    ...extra,
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map(({ url, body }) => [url, body]);

async function payWithMpesa() {
  renderAt('/product/x', [{ path: '/product/:slug', element: <CheckoutButton /> }], { '/order/success/:id': 'success page' });
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await screen.findByRole('dialog', { name: 'Checkout' });
  expect(screen.getByRole('radio', { name: /^M-Pesa/ })).toBeChecked();
  expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('+254712345678');
  expect(screen.getByText(/M-Pesa takes whole shillings: you will pay Kes\. 463/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 462.34' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  act(() => {
    openCart();
    signIn('Bearer member-token');
    addToCart(kettle);
  });
});

afterEach(() => {
  resetCheckout();
  vi.useRealTimers();
});

describe('Checkout with M-Pesa', () => {
  it('asks the shopper to enter the PIN, follows the payment until paid, then opens the order', async () => {
    const calls = stubShop({
      'POST /api/payment/mpesa': jsonResponse(200, { success: true, payment: payment('Pending') }),
      'GET /api/payment/mpesa/mpay_1': [
        jsonResponse(200, { payment: payment('Pending') }),
        jsonResponse(200, { payment: payment('Paid', { receipt: 'NLJ7RT61SV', orderId: 'order-9' }) }),
      ],
    });
    await payWithMpesa();

    expect(await screen.findByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeInTheDocument();
    expect(screen.getByTestId('mpesa-amount')).toHaveTextContent('Kes. 463');
    expect(screen.getByRole('status')).toHaveTextContent(/Waiting for your payment on 254712345678 · [23]:\d\d left/);
    expect(posts(calls).at(-1)).toEqual([
      '/api/payment/mpesa',
      {
        cartId: 'cart-1',
        total: 462.34,
        message: '',
        phone: '+254712345678',
        delivery: { option: 'home', addressId: 'addr-1', phone: '+254712345678', fee: 0 },
      },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(cartStore.getState().items).toEqual([]);
  });

  it('shows why a payment failed; Try again sends a new prompt and Pay on delivery instead places the order', async () => {
    const calls = stubShop({
      'POST /api/payment/mpesa': [
        jsonResponse(200, { payment: payment('Pending') }),
        jsonResponse(200, { payment: payment('Pending', { _id: 'mpay_2' }) }),
      ],
      'GET /api/payment/mpesa/mpay_1': jsonResponse(200, { payment: payment('Failed', { reason: 'You cancelled the payment on your phone' }) }),
      'GET /api/payment/mpesa/mpay_2': jsonResponse(200, { payment: payment('Failed', { _id: 'mpay_2', reason: 'Your M-Pesa balance was not enough' }) }),
      'POST /api/order/add': jsonResponse(200, { success: true, message: 'Your order has been placed successfully!', order: { _id: 'order-cod' } }),
    });
    await payWithMpesa();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the payment on your phone');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByText('Your M-Pesa balance was not enough')).toBeInTheDocument();
    expect(posts(calls).filter(([url]) => url === '/api/payment/mpesa')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(posts(calls).at(-1)).toEqual([
      '/api/order/add',
      { cartId: 'cart-1', total: 462.34, message: '', delivery: { option: 'home', addressId: 'addr-1', phone: '+254712345678', fee: 0 } },
    ]);
  });

  it('refuses a paying phone that is not Kenyan before asking the server', async () => {
    const calls = stubShop({});
    renderAt('/product/x', [{ path: '/product/:slug', element: <CheckoutButton /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const field = await screen.findByLabelText('M-Pesa phone number');
    await userEvent.clear(field);
    await userEvent.type(field, '+44 7700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 462.34' }));
    expect(await screen.findByText('Please enter the M-Pesa phone number as 07XX XXX XXX or 01XX XXX XXX.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });
});
