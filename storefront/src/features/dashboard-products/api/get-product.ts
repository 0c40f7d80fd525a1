import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-cache';
import type { ManagedProduct } from '../types';

/** GET /api/product/{id} → {product}; 404 {message} when it is missing or not the caller's. */
export async function getProduct(id: string): Promise<ManagedProduct> {
  const { product } = await apiFetch<{ product: ManagedProduct }>(`/product/${encodeURIComponent(id)}`);
  return product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
