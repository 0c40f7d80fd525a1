import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/form';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys';

export const NO_BRAND_OPTION: SelectOption = { value: '', label: 'No option selected' };

/**
 * GET /api/brand/list/select → {brands: [{_id, name}]} as select options, after a leading
 * 'No option selected' entry (spec §3). A merchant's list holds their own brand only.
 */
export async function getBrandOptions(): Promise<SelectOption[]> {
  const body = await apiFetch<{ brands?: { _id: string; name: string }[] }>('/brand/list/select');
  const brands = Array.isArray(body?.brands) ? body.brands : [];
  return [NO_BRAND_OPTION, ...brands.map((brand) => ({ value: brand._id, label: brand.name }))];
}

export const brandOptionsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.brandOptions(), queryFn: getBrandOptions });

export const useBrandOptions = (enabled = true) => useQuery({ ...brandOptionsQueryOptions(), enabled });
