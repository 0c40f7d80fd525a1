import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import type { ManagedProduct } from '../types';

/** GET /api/product → {products}: every product the caller manages (merchants: their brand's), active or not. */
export async function getManagedProducts(): Promise<ManagedProduct[]> {
  const body = await apiFetch<{ products?: ManagedProduct[] }>('/product');
  return Array.isArray(body?.products) ? body.products : [];
}

export const managedProductsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.products(), queryFn: getManagedProducts });

export const useManagedProducts = () => useQuery(managedProductsQueryOptions());
