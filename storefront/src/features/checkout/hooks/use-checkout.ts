import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { notifyError, toast } from '@/lib/notify';
import { cartStore, clearCart, clearCartId, setCartId, updateCartPrices } from '@/stores/cart';
import { closePanels } from '@/stores/ui';
import { createCart } from '../api/create-cart';
import { placeOrder, type DeliveryChoice, type PlaceOrderResponse } from '../api/place-order';
import { fetchCurrentPrices } from '../api/current-prices';
import { orderedRefusal, startMpesaPayment } from '../api/mpesa-payment';
import { forgetPayment, rememberPayment } from '../utils/pending-payments';
import { deliveryKeys, orderKeys } from '@/lib/query-keys';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The server's refusals that mean the bag's prices may be out of date: prices changed since the
 * cart was made, a total that is not the server's, or a cart past its time (the server re-checks
 * the cart against the catalogue when the order is placed).
 */
const PRICE_REFUSAL = /^(Prices in your cart have changed|Your cart has changed|Your cart has expired)/;
const isPriceRefusal = (error: unknown): boolean =>
  isStatus(error, 400) && PRICE_REFUSAL.test((error as ApiError).message);

/** Reload the bag's prices from the shop, so the shopper sees the new ones before confirming again. */
async function reloadCartPrices(): Promise<void> {
  updateCartPrices(await fetchCurrentPrices(cartStore.getState().items));
}

/** The stored server cart id, or a new server cart made from the items (spec §4). */
async function serverCartId(): Promise<string> {
  const { items, cartId } = cartStore.getState();
  if (cartId) return cartId;
  const created = await createCart(items);
  setCartId(created);
  return created;
}

/**
 * Checkout (spec §4): reuse the server cart when there is one, else create it; then place the
 * order with the cart total, the delivery chosen in the sheet and, when the cart holds an add-on,
 * the order message.
 * A refused order (400: cart changed, out of stock, already ordered) drops the stale cart id so
 * the next attempt starts from a fresh cart; when prices changed (or the cart expired) the bag's
 * prices are reloaded first, so the drawer shows the new ones before the shopper places the order
 * again. An unknown cart (404: e.g. another account's) is replaced at once and the order tried again.
 */
export async function checkout(delivery?: DeliveryChoice): Promise<PlaceOrderResponse> {
  const attempt = async () => {
    const cartId = await serverCartId();
    const { items, total, message } = cartStore.getState();
    const hasAddon = items.some((item) => item.isAddon);
    return placeOrder({ cartId, total, message: hasAddon ? message.trim() : '', ...(delivery && { delivery }) });
  };
  const reused = cartStore.getState().cartId !== null;
  try {
    return await attempt();
  } catch (error) {
    if (orderedRefusal(error)) clearCart();
    if (isStatus(error, 400) || isStatus(error, 404)) clearCartId();
    if (reused && isStatus(error, 404)) return attempt();
    if (isPriceRefusal(error)) await reloadCartPrices();
    throw error;
  }
}

/** Sends the M-Pesa prompt for the bag's order (the same server cart as pay on delivery). */
export async function startMpesaCheckout(delivery: DeliveryChoice, phone: string) {
  const cartId = await serverCartId();
  const { items, total, message } = cartStore.getState();
  const hasAddon = items.some((item) => item.isAddon);
  try {
    const started = await startMpesaPayment({ cartId, total, message: hasAddon ? message.trim() : '', phone, delivery });
    rememberPayment(started.payment._id);
    return started;
  } catch (error) {
    if (isStatus(error, 404)) clearCartId();
    // The bag is an order already (paid on another visit or in another tab): it is emptied.
    if (orderedRefusal(error)) clearCart();
    if (isPriceRefusal(error)) {
      clearCartId();
      await reloadCartPrices();
    }
    throw error;
  }
}

/** A paid order: the bag is emptied and the success page opens, as for pay on delivery. */
export function useFinishPaidOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (orderId: string, paymentId?: string) => {
      clearCart();
      if (paymentId) forgetPayment(paymentId);
      closePanels();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.success('Your order has been placed successfully!');
      navigate(`/order/success/${orderId}`);
    },
    [navigate, queryClient],
  );
}

/** Place the order from the checkout sheet: on success clear the cart and open the success page. */
export function useCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (delivery?: DeliveryChoice) => checkout(delivery),
    onSuccess: ({ message, order }) => {
      clearCart();
      closePanels();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (message) toast.success(message);
      navigate(`/order/success/${order._id}`);
    },
    onError: (error) => {
      // A fee or station the admin just changed: the sheet shows the new ones.
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
      // "You already paid for this: see order DK-…" stays in the sheet, not in a passing notice.
      if (!orderedRefusal(error)) notifyError(error);
    },
  });
}
