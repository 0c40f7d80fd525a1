import type { Payout } from '../types';

/** Failed first, then unreconciled, then still processing (M-Pesa awaiting a result, bank awaiting a reference), then paid. */
const rank = (payout: Payout) => (payout.state === 'Failed' ? 0 : payout.unreconciled ? 1 : payout.state === 'Processing' ? 2 : 3);

/** The order GET /api/payouts answers in, kept here too so a list is never shown otherwise; newest first within each. */
export const needsAttentionFirst = (payouts: readonly Payout[]): Payout[] =>
  [...payouts].sort((a, b) => rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** "Approve payout" can be used: no clawback, money available, and nothing the server said stops it (no method, a hold). */
export const canPayOut = (seller: { available: number; payoutBlocked: boolean; notPayable?: string | null }) =>
  !seller.payoutBlocked && seller.available > 0 && !seller.notPayable;
