import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Order, OrderViewer } from '../types';
import { orderKeys } from '@/lib/query-keys';

/** GET /api/order/{id} → the order (404 when it does not exist or is not the caller's). */
export async function getOrder(id: string): Promise<Order> {
  const { order, viewer } = await apiFetch<{ order: Order; viewer?: OrderViewer }>(`/order/${encodeURIComponent(id)}`);
  return viewer ? { ...order, viewer } : order;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id), staleTime: 0 });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
