import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { OrderListResponse } from '../types';
import { ORDERS_PAGE_SIZE } from './get-my-orders';
import { orderKeys } from '@/lib/query-keys';

/** GET /api/order?page&limit → every order (admin); a member gets 403. */
export const getCustomerOrders = (page: number): Promise<OrderListResponse> =>
  apiFetch<OrderListResponse>('/order', { params: { page, limit: ORDERS_PAGE_SIZE } });

export const customerOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.customers(page),
    queryFn: () => getCustomerOrders(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCustomerOrders = (page: number, enabled = true) =>
  useQuery({ ...customerOrdersQueryOptions(page), enabled });
