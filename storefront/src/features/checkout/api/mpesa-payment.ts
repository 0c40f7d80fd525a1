import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryChoice } from './place-order';

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
}

export interface StartMpesaInput {
  cartId: string;
  total: number;
  message: string;
  phone: string;
  delivery: DeliveryChoice;
}

/** POST /api/payment/mpesa: sends the M-Pesa prompt to the phone for the cart's order. */
export const startMpesaPayment = (input: StartMpesaInput) =>
  apiFetch<{ success: boolean; message: string; payment: MpesaPayment }>('/payment/mpesa', {
    method: 'POST',
    body: JSON.stringify(input),
  });

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
