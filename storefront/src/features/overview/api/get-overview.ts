import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Overview, OverviewDays } from '../types';
import { overviewKeys } from './keys';

/** GET /api/dashboard/overview?days (admin: the shop; merchant: its own brand). */
export const getOverview = (days: OverviewDays): Promise<Overview> => apiFetch<Overview>('/dashboard/overview', { params: { days } });

/** The server caches the figures briefly; a minute here keeps switching between 7/30/90 days instant. */
export const overviewQueryOptions = (days: OverviewDays) =>
  queryOptions({ queryKey: overviewKeys.days(days), queryFn: () => getOverview(days), staleTime: 60_000, placeholderData: keepPreviousData });

export const useOverview = (days: OverviewDays) => useQuery(overviewQueryOptions(days));
