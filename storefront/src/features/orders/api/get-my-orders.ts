import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { OrderListResponse } from '../types';
import { orderKeys } from '@/lib/query-keys';

/** Orders per page (spec §9). */
export const ORDERS_PAGE_SIZE = 20;

/** GET /api/order/me?page&limit → the signed-in shopper's own orders, newest first. */
export const getMyOrders = (page: number): Promise<OrderListResponse> =>
  apiFetch<OrderListResponse>('/order/me', { params: { page, limit: ORDERS_PAGE_SIZE } });

export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.mine(page),
    queryFn: () => getMyOrders(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyOrders = (page: number) => useQuery(myOrdersQueryOptions(page));
