import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MerchantListResponse } from '../types';
import { merchantKeys } from './keys';

/** Spec §9: 20 merchants a page. */
export const MERCHANTS_PAGE_SIZE = 20;

/** GET /api/merchant?page&limit (admin) → {merchants, totalPages, currentPage, count}; newest first. */
export const getMerchants = (page: number): Promise<MerchantListResponse> =>
  apiFetch<MerchantListResponse>('/merchant', { params: { page, limit: MERCHANTS_PAGE_SIZE } });

export const merchantsQueryOptions = (page: number) =>
  queryOptions({ queryKey: merchantKeys.page(page), queryFn: () => getMerchants(page), placeholderData: keepPreviousData });
