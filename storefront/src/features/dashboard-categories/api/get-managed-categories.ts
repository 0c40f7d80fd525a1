import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import type { ManagedCategory } from '../types';

/** GET /api/category (admin) → {categories}: every category, active or not. */
export async function getManagedCategories(): Promise<ManagedCategory[]> {
  const body = await apiFetch<{ categories?: ManagedCategory[] }>('/category');
  return Array.isArray(body?.categories) ? body.categories : [];
}

export const managedCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories(), queryFn: getManagedCategories });

export const useManagedCategories = () => useQuery(managedCategoriesQueryOptions());
