import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Payout } from '../types';
import { payoutKeys } from './keys';

export interface MarkPaid {
  id: string;
  /** The bank's reference for the transfer (3–60 characters). */
  reference: string;
}

/** POST /api/payouts/{id}/paid {reference} (admin) → {payout, changed}: a bank payout done by hand; marking twice changes nothing. */
export const markPayoutPaid = async ({ id, reference }: MarkPaid) => {
  const reply = await apiFetch<{ payout: Payout; changed: boolean }>(`/payouts/${encodeURIComponent(id)}/paid`, {
    method: 'POST',
    body: JSON.stringify({ reference }),
  });
  return { ...reply, message: reply.changed ? 'Payout has been marked paid.' : 'Payout was already marked paid.' };
};

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markPayoutPaid, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
