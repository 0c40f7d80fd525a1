import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ProductListParams, ProductListResponse } from '@/lib/types';
import { productKeys } from '@/lib/query-keys';

/** GET /api/product/list with the shop page's filters. */
export const getShopProducts = (params: ProductListParams): Promise<ProductListResponse> =>
  apiFetch<ProductListResponse>('/product/list', { params: { ...params } });

export const shopProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: () => getShopProducts(params),
  });

/** Keeps the previous page on screen while the next filter or page loads. */
export const useShopProducts = (params: ProductListParams) =>
  useQuery({ ...shopProductsQueryOptions(params), placeholderData: keepPreviousData });
