import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStore, setCartId, CART_ITEMS_KEY, type NewCartItem } from '@/stores/cart';
import { signIn } from '@/stores/auth';
import { openCart } from '@/stores/ui';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { CheckoutButton } from './CheckoutButton';
import { PaymentNotices } from './PaymentNotices';
import { homeAddress, resetCheckout, sheetReads } from '../testing/checkout-fixtures';
import { PENDING_PAYMENTS_KEY, rememberPayment } from '../utils/pending-payments';

const kiondo: NewCartItem = {
  _id: 'p1',
  name: 'Kikapu Woven Sisal Kiondo',
  slug: 'kikapu-woven-sisal-kiondo',
  imageUrl: null,
  quantity: 1,
  variant: null,
  price: 1850,
  taxable: true,
  isAddon: false,
};

const pending = {
  _id: 'mpay_1',
  state: 'Pending',
  amount: 1850,
  phone: '+254712345678',
  expiresAt: new Date(Date.now() + 180_000).toISOString(),
  reason: null,
  receipt: null,
  orderId: null,
  orderNumber: null,
  promptName: 'Duka Marketplace',
};
const paid = { ...pending, state: 'Paid', receipt: 'NLJ7RT61SV', orderId: 'order_01PAID', orderNumber: 'DK-10056' };

/** The bag's checkout and the app-wide notices, as the layout has them. */
function renderShop() {
  renderAt(
    '/product/x',
    [
      {
        path: '/product/:slug',
        element: (
          <>
            <CheckoutButton />
            <PaymentNotices />
          </>
        ),
      },
    ],
    { '/order/:id': 'order page', '/order/success/:id': 'success page' },
  );
}

async function placeWithMpesa() {
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await screen.findByRole('dialog', { name: 'Checkout' });
  await userEvent.click(screen.getByRole('button', { name: 'Place order · Kes. 1,850' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  act(() => {
    openCart();
    signIn('Bearer member-token');
    addToCart(kiondo);
  });
});

afterEach(() => {
  resetCheckout();
  vi.useRealTimers();
});

describe('the M-Pesa waiting sheet', () => {
  it("shows her number and the name the prompt will show from the first frame (never 'undefined')", async () => {
    // The prompt's answer as the server gives it; the payment is not read again before the check.
    stubApi({
      ...sheetReads({ addresses: [homeAddress()], mpesa: true }),
      'POST /api/cart/add': jsonResponse(200, { cartId: 'cart-1' }),
      'POST /api/payment/mpesa': jsonResponse(200, {
        success: true,
        payment: { _id: 'mpay_1', state: 'Pending', amount: 1850, expiresAt: pending.expiresAt, promptName: 'Duka Marketplace' },
      }),
      'GET /api/payment/mpesa/mpay_1': () => new Promise<Response>(() => {}) as unknown as Response,
    });
    renderShop();
    await placeWithMpesa();
    const sheet = await screen.findByRole('dialog', { name: 'M-Pesa payment' });
    expect(within(sheet).getByRole('status')).toHaveTextContent(/^Waiting for your payment on \+254712345678 · [23]:\d\d left$/);
    expect(sheet).not.toHaveTextContent('undefined');
    expect(within(sheet).getByTestId('mpesa-prompt-name')).toHaveTextContent('The prompt asks you to pay Duka Marketplace.');
  });
});

describe('Place order again while the prompt is still open', () => {
  it('brings back the waiting sheet for that prompt instead of a passing refusal', async () => {
    stubApi({
      ...sheetReads({ addresses: [homeAddress()], mpesa: true }),
      'POST /api/payment/mpesa': jsonResponse(400, { error: 'A payment for this order is already waiting on your phone.' }),
      'GET /api/payment/mpesa/mpay_1': jsonResponse(200, { payment: pending }),
    });
    act(() => {
      setCartId('cart-1');
      rememberPayment('mpay_1');
    });
    renderShop();
    await placeWithMpesa();
    const sheet = await screen.findByRole('dialog', { name: 'M-Pesa payment' });
    expect(within(sheet).getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent(/^Waiting for your payment on \+254712345678/);
  });
});

describe('a payment that completes away from the sheet', () => {
  it("after 'Back to bag' with the prompt open: 'Payment received: order DK-10056' with its link, and the bag empties", async () => {
    stubApi({
      ...sheetReads({ addresses: [homeAddress()], mpesa: true }),
      'POST /api/cart/add': jsonResponse(200, { cartId: 'cart-1' }),
      'POST /api/payment/mpesa': jsonResponse(200, { success: true, payment: pending }),
      'GET /api/payment/mpesa/mpay_1': [jsonResponse(200, { payment: pending }), jsonResponse(200, { payment: pending }), jsonResponse(200, { payment: paid })],
    });
    renderShop();
    await placeWithMpesa();
    const sheet = await screen.findByRole('dialog', { name: 'M-Pesa payment' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Back to bag' }));
    expect(screen.queryByRole('dialog', { name: 'M-Pesa payment' })).not.toBeInTheDocument();
    // Kept in the browser, so a reload or another page keeps following it.
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENTS_KEY) ?? '[]')).toEqual([{ paymentId: 'mpay_1' }]);
    expect(cartStore.getState().items).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(4_500));
    const notice = await screen.findByTestId('payment-notice');
    expect(notice).toHaveTextContent('Payment received: order DK-10056');
    expect(within(notice).getByRole('link', { name: 'See order DK-10056' })).toHaveAttribute('href', '/order/order_01PAID');
    expect(notice).not.toHaveTextContent('order_01PAID');
    expect(cartStore.getState()).toMatchObject({ items: [], cartId: null });
    expect(JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]')).toEqual([]);

    // It stays until she dismisses it.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('payment-notice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByTestId('payment-notice')).not.toBeInTheDocument();
    expect(localStorage.getItem(PENDING_PAYMENTS_KEY)).toBeNull();
  });

  it('after a reload: a checkout kept in the browser is followed until paid', async () => {
    stubApi({ 'GET /api/payment/mpesa/mpay_1': [jsonResponse(200, { payment: pending }), jsonResponse(200, { payment: paid })] });
    act(() => rememberPayment('mpay_1'));
    renderShop();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByTestId('payment-notice')).toHaveTextContent('Payment received: order DK-10056');
    expect(cartStore.getState().items).toEqual([]);
  });

  it('a prompt that fails away from the sheet says why, and the bag stays', async () => {
    stubApi({ 'GET /api/payment/mpesa/mpay_1': jsonResponse(200, { payment: { ...pending, state: 'Failed', reason: 'You cancelled the payment on your phone' } }) });
    act(() => rememberPayment('mpay_1'));
    renderShop();
    expect(await screen.findByTestId('payment-notice')).toHaveTextContent(
      'Your M-Pesa payment did not go through. You cancelled the payment on your phone. Your bag is as you left it.',
    );
    expect(cartStore.getState().items).toHaveLength(1);
  });
});

describe('a second try for a bag already paid', () => {
  it("says 'You already paid for this: see order DK-10056' with the order's link, for as long as she looks, and empties the bag", async () => {
    const calls = stubApi({
      ...sheetReads({ addresses: [homeAddress()], mpesa: true }),
      'POST /api/payment/mpesa': jsonResponse(400, {
        error: 'You already paid for this: see order DK-10056',
        order: { _id: 'order_01PAID', number: 'DK-10056' },
      }),
    });
    act(() => setCartId('cart-paid'));
    renderShop();
    await placeWithMpesa();
    const message = await screen.findByTestId('already-ordered');
    expect(message).toHaveTextContent('You already paid for this: see order DK-10056');
    expect(within(message).getByRole('link', { name: 'DK-10056' })).toHaveAttribute('href', '/order/order_01PAID');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([expect.objectContaining({ cartId: 'cart-paid' })]);
    expect(cartStore.getState()).toMatchObject({ items: [], cartId: null });

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('already-ordered')).toBeInTheDocument();
  });
});
