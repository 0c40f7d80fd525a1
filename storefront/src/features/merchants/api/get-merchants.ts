import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MerchantListResponse, MerchantStatus } from '../types';
import { merchantKeys } from './keys';

/** Spec §9: 20 merchants a page. */
export const MERCHANTS_PAGE_SIZE = 20;

/**
 * GET /api/merchant?page&limit[&status] (admin) → {merchants, totalPages, currentPage, count}; newest
 * first; `status` keeps one state (the Waiting tab).
 */
export const getMerchants = (page: number, status?: MerchantStatus): Promise<MerchantListResponse> =>
  apiFetch<MerchantListResponse>('/merchant', { params: { page, limit: MERCHANTS_PAGE_SIZE, ...(status && { status }) } });

export const merchantsQueryOptions = (page: number, status?: MerchantStatus) =>
  queryOptions({
    queryKey: merchantKeys.page(page, status),
    queryFn: () => getMerchants(page, status),
    placeholderData: keepPreviousData,
  });
