import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { Refund } from '../types';
import { payoutKeys } from './keys';

/**
 * POST /api/payouts/refunds {paymentId} (admin) → {refund}: pays what the payment owes back by M-Pesa B2C to the
 * phone that paid; it stays Processing until Daraja's result.
 */
export const approveRefund = async (paymentId: string) => {
  const reply = await apiFetch<{ refund: Refund }>('/payouts/refunds', { method: 'POST', body: JSON.stringify({ paymentId }) });
  return { ...reply, message: `Refund of ${formatPrice(reply.refund.amount)} started.` };
};

/** POST /api/payouts/refunds/{id}/retry (admin): the same OriginatorConversationID again, so it is never paid twice. */
export const resendRefund = async (id: string) => {
  const reply = await apiFetch<{ refund: Refund }>(`/payouts/refunds/${encodeURIComponent(id)}/retry`, { method: 'POST' });
  return { ...reply, message: 'Refund has been sent again.' };
};

export function useApproveRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveRefund, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}

export function useResendRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendRefund, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
