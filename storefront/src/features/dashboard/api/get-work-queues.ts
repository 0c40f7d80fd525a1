import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { WorkQueue } from '../utils/menu';
import { dashboardKeys } from '@/lib/query-keys';

export type WorkQueues = Record<WorkQueue, number>;

/** GET /api/dashboard/queues (admin) → {merchants, reviews}: what waits for approval. */
export const getWorkQueues = (): Promise<WorkQueues> => apiFetch<WorkQueues>('/dashboard/queues');

export const workQueuesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.queues(), queryFn: getWorkQueues, staleTime: 30_000 });

export const useWorkQueues = (enabled: boolean) => useQuery({ ...workQueuesQueryOptions(), enabled });
