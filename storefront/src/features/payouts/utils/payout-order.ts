import type { Payout } from '../types';

/** Failed first, then those not reconciled yet (processing, awaiting a bank reference), then paid; newest first within each. */
const rank = (status: string) => (status === 'Failed' ? 0 : status === 'Paid' ? 2 : 1);

export const needsAttentionFirst = (payouts: readonly Payout[]): Payout[] =>
  [...payouts].sort((a, b) => rank(a.status) - rank(b.status) || Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Kes. 10 is the smallest B2C payment Daraja accepts. */
export const MIN_PAYOUT = 10;

export const canPayOut = (seller: { available: number; payoutBlocked: boolean }) => !seller.payoutBlocked && seller.available >= MIN_PAYOUT;
