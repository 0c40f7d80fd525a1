import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';
import type { ManagedCategory } from '../types';

/** GET /api/category/{id} → {category}; 404 {message} when it is missing. */
export async function getManagedCategory(id: string): Promise<ManagedCategory> {
  const { category } = await apiFetch<{ category: ManagedCategory }>(`/category/${encodeURIComponent(id)}`);
  return category;
}

export const managedCategoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.category(id), queryFn: () => getManagedCategory(id) });

export const useManagedCategory = (id: string) => useQuery(managedCategoryQueryOptions(id));
