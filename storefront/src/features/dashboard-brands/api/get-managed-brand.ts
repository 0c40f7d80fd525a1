import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import type { ManagedBrand } from '../types';

/** GET /api/brand/{id} → {brand}; 404 {message} when it is missing or not the caller's. */
export async function getManagedBrand(id: string): Promise<ManagedBrand> {
  const { brand } = await apiFetch<{ brand: ManagedBrand }>(`/brand/${encodeURIComponent(id)}`);
  return brand;
}

export const managedBrandQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.brand(id), queryFn: () => getManagedBrand(id) });

export const useManagedBrand = (id: string) => useQuery(managedBrandQueryOptions(id));
