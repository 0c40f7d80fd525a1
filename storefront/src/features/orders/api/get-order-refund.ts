import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';
import type { Order, OrderRefund } from '../types';

/** GET /api/payment/refunds/{orderId} (the buyer's own order) → {refund}: Refunded with the M-Pesa receipts, or on its way. */
export async function getOrderRefund(orderId: string): Promise<OrderRefund> {
  const { refund } = await apiFetch<{ refund: OrderRefund }>(`/payment/refunds/${encodeURIComponent(orderId)}`);
  return {
    state: refund?.state ?? null,
    amount: refund?.amount ?? 0,
    receipts: Array.isArray(refund?.receipts) ? refund.receipts : [],
    phone: refund?.phone ?? null,
    due: refund?.due ?? 0,
    processing: refund?.processing ?? 0,
    ifCancelled: refund?.ifCancelled ?? 0,
    refunds: Array.isArray(refund?.refunds) ? refund.refunds : [],
  };
}

/** Only the buyer of an M-Pesa order with money owed back (a cancelled line or order) asks whether it was refunded. */
export const mayHaveRefund = (order: Order) =>
  order.payment?.method === 'mpesa' &&
  (order.viewer === undefined || order.viewer === 'buyer') &&
  (order.payment.state === 'Refund due' || order.products.some((line) => line.status === 'Cancelled'));

export const useOrderRefund = (order: Order) =>
  useQuery(
    queryOptions({
      queryKey: [...orderKeys.detail(order._id), 'refund'] as const,
      queryFn: () => getOrderRefund(order._id),
      enabled: mayHaveRefund(order),
    }),
  );
