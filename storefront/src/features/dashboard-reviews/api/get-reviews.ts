import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AdminReviewsResponse, ReviewStatus } from '../types';
import { reviewKeys } from '@/lib/query-keys';

/** Spec §9: 20 reviews a page. */
export const REVIEWS_PAGE_SIZE = 20;

/**
 * GET /api/review?page&limit[&status] (admin) → {reviews, totalPages, currentPage, count}; newest
 * first; every status, or only `status` (the Waiting tab).
 */
export const getAdminReviews = (page: number, status?: ReviewStatus): Promise<AdminReviewsResponse> =>
  apiFetch<AdminReviewsResponse>('/review', { params: { page, limit: REVIEWS_PAGE_SIZE, ...(status && { status }) } });

export const adminReviewsQueryOptions = (page: number, status?: ReviewStatus) =>
  queryOptions({
    // Under reviewKeys.admin(), so every moderation reloads both tabs.
    queryKey: status ? [...reviewKeys.adminPage(page), status] : reviewKeys.adminPage(page),
    queryFn: () => getAdminReviews(page, status),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (page: number, status?: ReviewStatus) => useQuery(adminReviewsQueryOptions(page, status));
