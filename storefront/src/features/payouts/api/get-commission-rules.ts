import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { CommissionRules } from '../types';
import { payoutKeys } from './keys';

/** GET /api/commission (admin) → {defaultPercent, rules}. */
export const getCommissionRules = () => apiFetch<CommissionRules>('/commission');

export const commissionRulesQueryOptions = () => queryOptions({ queryKey: payoutKeys.commission(), queryFn: getCommissionRules });

export const useCommissionRules = () => useQuery(commissionRulesQueryOptions());
