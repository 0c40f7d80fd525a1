import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import type { ManagedProduct } from '../types';

/** GET /api/product/{id} → {product}; 404 {message} when it is missing or not the caller's. */
export async function getManagedProduct(id: string): Promise<ManagedProduct> {
  const { product } = await apiFetch<{ product: ManagedProduct }>(`/product/${encodeURIComponent(id)}`);
  return product;
}

export const managedProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: () => getManagedProduct(id) });

export const useManagedProduct = (id: string) => useQuery(managedProductQueryOptions(id));
