import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-cache';
import type { ManagedBrand } from '../types';

/** GET /api/brand → {brands}: admins every brand, active or not; merchants their own. */
export async function getBrands(): Promise<ManagedBrand[]> {
  const body = await apiFetch<{ brands?: ManagedBrand[] }>('/brand');
  return Array.isArray(body?.brands) ? body.brands : [];
}

export const brandsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.brands(), queryFn: getBrands });

export const useBrands = () => useQuery(brandsQueryOptions());
