import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { payoutKeys } from './keys';

type Placed = { order: { _id: string; number: string | null }; paymentId: string };

/**
 * POST /api/payouts/payments/{id}/place (admin) → {order}: places the order of a flagged Refund-due M-Pesa payment
 * (its cart not ordered, no refund started, the amount still covering the cart) as a paid order; the flag is cleared.
 */
export const placeFlaggedOrder = async (paymentId: string) => {
  const reply = await apiFetch<Placed>(`/payouts/payments/${encodeURIComponent(paymentId)}/place`, { method: 'POST' });
  return { ...reply, message: `Order ${reply.order.number ?? reply.order._id} placed with this payment.` };
};

export function usePlaceFlaggedOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeFlaggedOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
