import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import type { ManagedBrand } from '../types';

/** GET /api/brand → {brands}: admins every brand, active or not; merchants their own. */
export async function getManagedBrands(): Promise<ManagedBrand[]> {
  const body = await apiFetch<{ brands?: ManagedBrand[] }>('/brand');
  return Array.isArray(body?.brands) ? body.brands : [];
}

export const managedBrandsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.brands(), queryFn: getManagedBrands });

export const useManagedBrands = () => useQuery(managedBrandsQueryOptions());
