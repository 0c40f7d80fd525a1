import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { OrderListResponse } from '../types';
import type { OrderFilters } from '../hooks/use-order-filters';
import { ORDERS_PAGE_SIZE } from './get-my-orders';
import { orderKeys } from '@/lib/query-keys';

/**
 * GET /api/order?page&limit&status&county → every order (admin) or the orders holding a
 * merchant's products (their lines only), each with where it goes; a member gets 403. `status` is
 * a line status or 'Awaiting delivery details', `county` one of the 47, `search` an order number, a
 * buyer's name or phone; `counts` per line status (the seller's tabs).
 */
export const getCustomerOrders = (page: number, filters: OrderFilters & { search?: string } = {}): Promise<OrderListResponse> =>
  apiFetch<OrderListResponse>('/order', {
    params: { page, limit: ORDERS_PAGE_SIZE, status: filters.status, county: filters.county, search: filters.search || undefined },
  });

export const customerOrdersQueryOptions = (page: number, filters: OrderFilters & { search?: string } = {}) =>
  queryOptions({
    queryKey: orderKeys.customers(page, filters),
    queryFn: () => getCustomerOrders(page, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCustomerOrders = (page: number, filters: OrderFilters & { search?: string }, enabled = true) =>
  useQuery({ ...customerOrdersQueryOptions(page, filters), enabled });
