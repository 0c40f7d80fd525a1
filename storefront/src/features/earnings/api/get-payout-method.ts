import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SavedPayoutMethod } from '../types';
import { earningsKeys } from './keys';

/** GET /api/earnings/payout-method → {payoutMethod} (null until the merchant saves one). */
export const getPayoutMethod = async () =>
  (await apiFetch<{ payoutMethod?: SavedPayoutMethod | null }>('/earnings/payout-method')).payoutMethod ?? null;

export const payoutMethodQueryOptions = () => queryOptions({ queryKey: earningsKeys.payoutMethod(), queryFn: getPayoutMethod });

export const usePayoutMethod = () => useQuery(payoutMethodQueryOptions());
