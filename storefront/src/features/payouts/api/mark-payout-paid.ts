import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutsMessage } from '../types';
import { payoutKeys } from './keys';

export interface MarkPaid {
  id: string;
  /** The bank's reference for the transfer. */
  reference: string;
}

/** PUT /api/payouts/{id}/paid {reference} (admin): a bank payout done by hand; marking twice changes nothing. */
export const markPayoutPaid = ({ id, reference }: MarkPaid) =>
  apiFetch<PayoutsMessage>(`/payouts/${encodeURIComponent(id)}/paid`, { method: 'PUT', body: JSON.stringify({ reference }) });

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markPayoutPaid, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
