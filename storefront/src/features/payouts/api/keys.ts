/** The admin's payouts page: a payout changes balances and the payout list together. */
export const payoutKeys = {
  all: ['payouts'] as const,
  sellers: () => ['payouts', 'sellers'] as const,
  list: () => ['payouts', 'list'] as const,
  commission: () => ['payouts', 'commission'] as const,
  ruleTargets: () => ['payouts', 'rule-targets'] as const,
  refunds: () => ['payouts', 'refunds'] as const,
  flagged: () => ['payouts', 'flagged-payments'] as const,
};
