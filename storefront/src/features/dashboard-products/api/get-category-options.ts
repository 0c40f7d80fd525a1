import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/form';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export const NO_CATEGORY_OPTION: SelectOption = { value: '', label: 'No category' };

/** GET /api/category/list → {categories: [{_id, name}]} as select options, after 'No category'. */
export async function getCategoryOptions(): Promise<SelectOption[]> {
  const body = await apiFetch<{ categories?: { _id: string; name: string }[] }>('/category/list');
  const categories = Array.isArray(body?.categories) ? body.categories : [];
  return [NO_CATEGORY_OPTION, ...categories.map((category) => ({ value: category._id, label: category.name }))];
}

export const useCategoryOptions = () =>
  useQuery({ queryKey: [...catalogueKeys.categories(), 'options'], queryFn: getCategoryOptions });
