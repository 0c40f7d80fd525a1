import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Order } from '../types';
import { orderKeys } from '@/lib/query-keys';

/** GET /api/order/search?search → the orders (among those the caller may see) with that complete id or number (DK-10342). */
export async function searchOrders(search: string): Promise<Order[]> {
  const { orders } = await apiFetch<{ orders: Order[] }>('/order/search', { params: { search } });
  return orders;
}

export const searchOrdersQueryOptions = (search: string) =>
  queryOptions({ queryKey: orderKeys.search(search), queryFn: () => searchOrders(search), staleTime: 0 });

/** Runs only for a non-empty search. */
export const useSearchOrders = (search: string) =>
  useQuery({ ...searchOrdersQueryOptions(search), enabled: search.length > 0 });
