import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Category, CategoryListResponse } from '@/lib/types';
import { categoryKeys } from '@/lib/query-keys';

/** Active categories from GET /api/category/list; shared by the home page, shop and menu. */
export async function getActiveCategories(): Promise<Category[]> {
  const body = await apiFetch<Partial<CategoryListResponse>>('/category/list');
  return (Array.isArray(body?.categories) ? body.categories : []).filter((category) => category.isActive !== false);
}

export const activeCategoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: getActiveCategories, staleTime: 5 * 60_000 });

export const useActiveCategories = () => useQuery(activeCategoriesQueryOptions());
