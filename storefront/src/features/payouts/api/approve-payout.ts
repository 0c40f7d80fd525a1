import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutsMessage } from '../types';
import { payoutKeys } from './keys';

/** Whom to pay: one seller's available balance, or every seller with one. A failed payout is retried the same way. */
export type PayoutTarget = { merchantId: string } | { all: true };

/** POST /api/payouts {merchantId} | {all: true} (admin): starts the payouts (M-Pesa B2C, or bank to be marked paid). */
export const approvePayout = (target: PayoutTarget) =>
  apiFetch<PayoutsMessage>('/payouts', { method: 'POST', body: JSON.stringify(target) });

export function useApprovePayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approvePayout, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
