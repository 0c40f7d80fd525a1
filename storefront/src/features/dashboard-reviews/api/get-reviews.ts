import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AdminReviewsResponse } from '../types';
import { reviewKeys } from '@/lib/query-keys';

/** Spec §9: 20 reviews a page. */
export const REVIEWS_PAGE_SIZE = 20;

/** GET /api/review?page&limit (admin) → {reviews, totalPages, currentPage, count}; every status, newest first. */
export const getAdminReviews = (page: number): Promise<AdminReviewsResponse> =>
  apiFetch<AdminReviewsResponse>('/review', { params: { page, limit: REVIEWS_PAGE_SIZE } });

export const adminReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.adminPage(page),
    queryFn: () => getAdminReviews(page),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (page: number) => useQuery(adminReviewsQueryOptions(page));
