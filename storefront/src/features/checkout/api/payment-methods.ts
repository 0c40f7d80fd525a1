import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PaymentMethods {
  mpesa: boolean;
  cod: boolean;
  /** The largest M-Pesa payment in Kes. (null when M-Pesa is off). */
  maxAmount: number | null;
}

/** GET /api/payment/methods: M-Pesa when the shop has it configured; pay on delivery always. */
export const getPaymentMethods = () => apiFetch<PaymentMethods>('/payment/methods');

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: getPaymentMethods, staleTime: 5 * 60_000 });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
