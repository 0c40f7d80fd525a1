/** The earnings page's queries; a payout method change makes only its own key stale. */
export const earningsKeys = {
  all: ['earnings'] as const,
  balances: () => ['earnings', 'balances'] as const,
  statement: (from: string, to: string) => ['earnings', 'statement', { from, to }] as const,
  payoutMethod: () => ['earnings', 'payout-method'] as const,
};
