import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { DeliveryChoice } from './place-order';
import { pendingPaymentsStore } from '../utils/pending-payments';

export type MpesaState = 'Pending' | 'Paid' | 'Failed' | 'Expired' | 'RefundDue' | 'Mismatch';

export interface MpesaPayment {
  _id: string;
  state: MpesaState;
  /** Whole shillings: the order's total rounded, what the phone asks for. */
  amount: number;
  phone: string;
  expiresAt: string;
  /** Why it did not go through, in plain words (null while pending or paid). */
  reason: string | null;
  receipt: string | null;
  orderId: string | null;
  /** The placed order's short number (DK-…), once there is one. */
  orderNumber?: string | null;
  /** The payee the phone's prompt shows (the shop's M-Pesa business name). */
  promptName?: string | null;
}

export interface StartMpesaInput {
  cartId: string;
  total: number;
  message: string;
  phone: string;
  delivery: DeliveryChoice;
}

/**
 * POST /api/payment/mpesa: sends the M-Pesa prompt to the phone for the cart's order. The answer is
 * the payment as GET will show it, her phone (as typed, if the server does not say) included.
 */
export async function startMpesaPayment(input: StartMpesaInput) {
  const reply = await apiFetch<{ success: boolean; message: string; payment: Partial<MpesaPayment> & Pick<MpesaPayment, '_id' | 'amount' | 'expiresAt'> }>(
    '/payment/mpesa',
    { method: 'POST', body: JSON.stringify(input) },
  );
  const payment: MpesaPayment = {
    state: 'Pending',
    reason: null,
    receipt: null,
    orderId: null,
    orderNumber: null,
    promptName: null,
    ...reply.payment,
    phone: reply.payment.phone || input.phone,
  };
  return { ...reply, payment };
}

/** A checkout refused because the cart is already an order: the message names it, `order` links it. */
export interface OrderedRefusal {
  message: string;
  order: { _id: string; number: string } | null;
}

const ALREADY_ORDERED = /^(You already (paid for|ordered) this|This cart has already been ordered)/;

/** The server's "You already paid for this: see order DK-…" (400), or null for any other error. */
export function orderedRefusal(error: unknown): OrderedRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !ALREADY_ORDERED.test(error.message)) return null;
  const order = (error.body as { order?: { _id?: unknown; number?: unknown } } | null)?.order;
  const linked = typeof order?._id === 'string' && typeof order.number === 'string' ? { _id: order._id, number: order.number } : null;
  return { message: error.message, order: linked };
}

/** GET /api/payment/mpesa/{id}: the payment as the server knows it now. */
export const getMpesaPayment = async (id: string) => (await apiFetch<{ payment: MpesaPayment }>(`/payment/mpesa/${id}`)).payment;

export const POLL_MS = 2_000;

const settled = (payment: MpesaPayment | undefined) =>
  !!payment && payment.state !== 'Pending' && !(payment.state === 'Paid' && !payment.orderId);

/** Followed every 2 s until settled (a paid payment also until its order exists); settled ones are final. */
export const mpesaPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['mpesa-payment', id],
    queryFn: () => getMpesaPayment(id),
    refetchInterval: (query) => (settled(query.state.data) ? false : POLL_MS),
  });

export const useMpesaPayment = (id: string, initial: MpesaPayment) =>
  useQuery({ ...mpesaPaymentQueryOptions(id), initialData: initial });

const ALREADY_WAITING = 'A payment for this order is already waiting on your phone.';

/**
 * Place order again while this browser's prompt for the bag is still open (the sheet was left): that
 * payment, to wait for again, instead of the refusal; null when there is none.
 */
export async function openPrompt(error: unknown): Promise<MpesaPayment | null> {
  if (!(error instanceof ApiError) || error.message !== ALREADY_WAITING) return null;
  const latest = pendingPaymentsStore.getState().filter((entry) => !entry.outcome).at(-1);
  if (!latest) return null;
  const payment = await getMpesaPayment(latest.paymentId).catch(() => null);
  return payment?.state === 'Pending' ? payment : null;
}
