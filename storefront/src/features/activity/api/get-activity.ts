import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { ActivityFilters, ActivityPage } from '../types';

/** Entries a page (the API's default). */
export const ACTIVITY_PAGE_SIZE = 20;

/** The shop's day boundaries as the API reads them: a date alone is a whole day. */
const params = (filters: ActivityFilters, page: number) => ({
  page,
  limit: ACTIVITY_PAGE_SIZE,
  actor: filters.actor?.id,
  entity: filters.entity,
  from: filters.from,
  to: filters.to,
});

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters, page: number) => ['activity', 'list', filters, page] as const,
  entity: (entity: string, id: string, version = '') => ['activity', 'entity', entity, id, version] as const,
};

/** GET /api/audit?actor&entity&from&to&page (admin) → { entries, totalPages, currentPage, count }, newest first. */
export const getActivity = (filters: ActivityFilters, page: number): Promise<ActivityPage> =>
  apiFetch<ActivityPage>('/audit', { params: params(filters, page) });

export const activityQueryOptions = (filters: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: activityKeys.list(filters, page),
    queryFn: () => getActivity(filters, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * One product's or order's history (admins; merchants for their own products and lines). Null when
 * the caller may not see it (a merchant's own purchase from another brand): no card, no notice.
 */
export async function getEntityHistory(entity: 'product' | 'order', id: string): Promise<ActivityPage | null> {
  try {
    return await apiFetch<ActivityPage>('/audit', { params: { entity, entityId: id, limit: ACTIVITY_PAGE_SIZE } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export const useEntityHistory = (entity: 'product' | 'order', id: string, version?: string) =>
  useQuery({
    queryKey: activityKeys.entity(entity, id, version),
    placeholderData: keepPreviousData,
    queryFn: () => getEntityHistory(entity, id),
    enabled: id !== '',
    staleTime: 0,
  });
