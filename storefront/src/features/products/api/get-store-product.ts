import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Product, ProductItemResponse } from '@/lib/types';
import { productKeys } from '@/lib/query-keys';

/** GET /api/product/item/{slug} → {product}: an active product as the shop shows it. */
export async function getStoreProduct(slug: string): Promise<Product> {
  const { product } = await apiFetch<ProductItemResponse>(`/product/item/${encodeURIComponent(slug)}`);
  return product;
}

export const storeProductQueryOptions = (slug: string) =>
  queryOptions({ queryKey: productKeys.item(slug), queryFn: () => getStoreProduct(slug) });

export const useStoreProduct = (slug: string) => useQuery(storeProductQueryOptions(slug));
