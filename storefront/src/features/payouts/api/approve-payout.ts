import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { ApproveReply } from '../types';
import { payoutKeys } from './keys';

/**
 * Whom to pay: one seller's available balance, or every seller with one. A failed payout is retried the same way.
 * `release: true` pays one disabled or deleted merchant anyway (recorded in the activity log).
 */
export type PayoutTarget = { merchantId: string; release?: true } | { all: true };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The notice for an approval: what was started, and who was skipped and why (the route answers no message). */
export function approvalMessage({ payouts, skipped }: ApproveReply): string {
  const total = payouts.reduce((sum, payout) => sum + payout.amount, 0);
  const sellers = new Set(payouts.map((payout) => payout.merchantId)).size;
  const started = sellers > 0 ? `Payout of ${formatPrice(total)} to ${plural(sellers, 'seller')} started.` : 'No payout was started.';
  const reasons = [...new Set(skipped.map((entry) => entry.reason))].join(' ');
  return skipped.length > 0 ? `${started} ${plural(skipped.length, 'seller')} skipped: ${reasons}` : started;
}

/**
 * POST /api/payouts {merchantId, release?} | {all: true} (admin) → {payouts, skipped}: M-Pesa payouts are sent by
 * B2C at once, bank ones wait to be marked paid. One seller who cannot be paid is a 400 or 409 with the reason; a
 * disabled or deleted merchant is skipped (with `hold`) unless released.
 */
export const approvePayout = async (target: PayoutTarget) => {
  const reply = await apiFetch<ApproveReply>('/payouts', { method: 'POST', body: JSON.stringify(target) });
  return { ...reply, message: approvalMessage(reply) };
};

export function useApprovePayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approvePayout, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}
