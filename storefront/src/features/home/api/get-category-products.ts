import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ProductListResponse } from '@/lib/types';
import { productKeys } from '@/lib/query-keys';

/** The home page shows at most this many products per category (spec §9). */
export const HOME_PRODUCTS_PER_CATEGORY = 8;

/**
 * The category blocks whose products index.html's boot script asks for: those a first screen
 * reaches on a phone or a desktop. The blocks below ask for theirs as the shopper scrolls near.
 */
export const HOME_BLOCKS_AT_ONCE = 2;

export const getCategoryProducts = (slug: string): Promise<ProductListResponse> =>
  apiFetch<ProductListResponse>('/product/list', {
    params: { category: slug, limit: HOME_PRODUCTS_PER_CATEGORY },
  });

export const categoryProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.list({ category: slug, limit: HOME_PRODUCTS_PER_CATEGORY }),
    queryFn: () => getCategoryProducts(slug),
  });

/** Asks only once `enabled` (the block has come near the viewport). */
export const useCategoryProducts = (slug: string, enabled: boolean) =>
  useQuery({ ...categoryProductsQueryOptions(slug), enabled });
