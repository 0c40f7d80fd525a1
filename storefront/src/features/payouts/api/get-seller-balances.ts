import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SellerBalance } from '../types';
import { payoutKeys } from './keys';

/** GET /api/ledger/sellers (admin) → {sellers}. */
export const getSellerBalances = async () => (await apiFetch<{ sellers: SellerBalance[] }>('/ledger/sellers')).sellers;

export const sellerBalancesQueryOptions = () => queryOptions({ queryKey: payoutKeys.sellers(), queryFn: getSellerBalances });

export const useSellerBalances = () => useQuery(sellerBalancesQueryOptions());
