import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Product, ProductItemResponse } from '@/lib/types';

export async function getProduct(slug: string): Promise<Product> {
  const { product } = await apiFetch<ProductItemResponse>(`/product/item/${encodeURIComponent(slug)}`);
  return product;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['products', 'item', slug], queryFn: () => getProduct(slug) });

export const useProduct = (slug: string) => useQuery(productQueryOptions(slug));
