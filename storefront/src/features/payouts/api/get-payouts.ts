import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { PayoutList } from '../types';
import { payoutKeys } from './keys';

/** GET /api/payouts (admin) → {payouts (failed and unreconciled first), utility: {balance, reportedAt} | null}. */
export const getPayouts = async (): Promise<PayoutList> => {
  const body = await apiFetch<Partial<PayoutList>>('/payouts');
  return { payouts: Array.isArray(body?.payouts) ? body.payouts : [], utility: body?.utility ?? null };
};

export const payoutsQueryOptions = () => queryOptions({ queryKey: payoutKeys.list(), queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQueryOptions());
