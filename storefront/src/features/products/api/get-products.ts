import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ProductListParams, ProductListResponse } from '@/lib/types';

export const getProducts = (params: ProductListParams = {}): Promise<ProductListResponse> =>
  apiFetch<ProductListResponse>('/product/list', { params: { ...params } });

export const productsQueryOptions = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: () => getProducts(params),
  });

export const useProducts = (params: ProductListParams = {}) =>
  useQuery(productsQueryOptions(params));
