import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Payout } from '../types';
import { payoutKeys } from './keys';

/**
 * POST /api/payouts/{id}/retry (admin) → {payout}: sends a Processing M-Pesa payout's B2C request again with the
 * same OriginatorConversationID, so Daraja refuses a duplicate and the seller is never paid twice.
 */
export const resendPayout = async (id: string) => {
  const reply = await apiFetch<{ payout: Payout }>(`/payouts/${encodeURIComponent(id)}/retry`, { method: 'POST' });
  return { ...reply, message: 'Payout has been sent again.' };
};

export function useResendPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendPayout, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
