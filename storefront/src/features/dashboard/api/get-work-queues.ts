import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { WORK_QUEUES_QUERY_KEY } from '@/lib/work-queues';
import type { WorkQueue } from '../utils/menu';

export type WorkQueues = Record<WorkQueue, number>;

/** GET /api/dashboard/queues (admin) → {merchants, reviews}: what waits for approval. */
export const getWorkQueues = (): Promise<WorkQueues> => apiFetch<WorkQueues>('/dashboard/queues');

export const workQueuesQueryOptions = () =>
  queryOptions({ queryKey: WORK_QUEUES_QUERY_KEY, queryFn: getWorkQueues, staleTime: 30_000 });

export const useWorkQueues = (enabled: boolean) => useQuery({ ...workQueuesQueryOptions(), enabled });
