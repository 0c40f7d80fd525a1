import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { payoutKeys } from './keys';

export interface RuleTarget {
  id: string;
  name: string;
}

export interface RuleTargets {
  merchants: RuleTarget[];
  categories: RuleTarget[];
}

/** The API's page cap (MAX_PAGE_SIZE): the select offers the newest 100 approved merchants. */
const MERCHANT_LIMIT = 100;

type Named = { _id: string; name: string };

/** What a rule can be for: approved merchants (GET /api/merchant) and categories (GET /api/category), by name. */
export async function getRuleTargets(): Promise<RuleTargets> {
  const [merchantReply, categoryReply] = await Promise.all([
    apiFetch<{ merchants?: (Named & { status?: string; brandName?: string })[] }>('/merchant', { params: { page: 1, limit: MERCHANT_LIMIT } }),
    apiFetch<{ categories?: Named[] }>('/category'),
  ]);
  const byName = (a: RuleTarget, b: RuleTarget) => a.name.localeCompare(b.name);
  return {
    merchants: (merchantReply?.merchants ?? [])
      .filter((merchant) => merchant.status === undefined || merchant.status === 'Approved')
      .map((merchant) => ({ id: merchant._id, name: merchant.brandName ? `${merchant.name} (${merchant.brandName})` : merchant.name }))
      .sort(byName),
    categories: (categoryReply?.categories ?? []).map((category) => ({ id: category._id, name: category.name })).sort(byName),
  };
}

export const ruleTargetsQueryOptions = () => queryOptions({ queryKey: payoutKeys.ruleTargets(), queryFn: getRuleTargets });

export const useRuleTargets = () => useQuery(ruleTargetsQueryOptions());
