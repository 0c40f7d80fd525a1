import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Earnings } from '../types';
import { earningsKeys } from './keys';

/** GET /api/earnings (a merchant's own) → {earnings: {pending, available, paidOut, payoutBlocked}}. */
export const getEarnings = async () => (await apiFetch<{ earnings: Earnings }>('/earnings')).earnings;

export const earningsQueryOptions = () => queryOptions({ queryKey: earningsKeys.balances(), queryFn: getEarnings });

export const useEarnings = () => useQuery(earningsQueryOptions());
