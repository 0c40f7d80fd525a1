import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-cache';
import type { ManagedBrand } from '../types';

/** GET /api/brand/{id} → {brand}; 404 {message} when it is missing or not the caller's. */
export async function getBrand(id: string): Promise<ManagedBrand> {
  const { brand } = await apiFetch<{ brand: ManagedBrand }>(`/brand/${encodeURIComponent(id)}`);
  return brand;
}

export const brandQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.brand(id), queryFn: () => getBrand(id) });

export const useBrand = (id: string) => useQuery(brandQueryOptions(id));
