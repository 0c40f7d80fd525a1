import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Merchant } from '../types';
import { merchantKeys } from './keys';

/** GET /api/merchant/search?search (admin, 2 characters or more) → {merchants}. */
export async function searchMerchants(search: string): Promise<Merchant[]> {
  const { merchants } = await apiFetch<{ merchants: Merchant[] }>('/merchant/search', { params: { search } });
  return Array.isArray(merchants) ? merchants : [];
}

export const searchMerchantsQueryOptions = (search: string) =>
  queryOptions({ queryKey: merchantKeys.search(search), queryFn: () => searchMerchants(search), enabled: search !== '' });
