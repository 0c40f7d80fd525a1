import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ProductListResponse } from '@/lib/types';

/** The home page shows at most this many products per category (spec §9). */
export const HOME_PRODUCTS_PER_CATEGORY = 8;

export const getCategoryProducts = (slug: string): Promise<ProductListResponse> =>
  apiFetch<ProductListResponse>('/product/list', {
    params: { category: slug, limit: HOME_PRODUCTS_PER_CATEGORY },
  });

export const categoryProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'list', { category: slug, limit: HOME_PRODUCTS_PER_CATEGORY }],
    queryFn: () => getCategoryProducts(slug),
  });

export const useCategoryProducts = (slug: string) =>
  useQuery(categoryProductsQueryOptions(slug));
