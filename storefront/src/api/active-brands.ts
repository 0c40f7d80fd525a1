import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Brand, BrandListResponse } from '@/lib/types';
import { brandKeys } from '@/lib/query-keys';

/** Active brands from GET /api/brand/list; shared by the brands page, shop and menu. */
export async function getActiveBrands(): Promise<Brand[]> {
  const body = await apiFetch<Partial<BrandListResponse>>('/brand/list');
  return (Array.isArray(body?.brands) ? body.brands : []).filter((brand) => brand.isActive !== false);
}

export const activeBrandsQueryOptions = () => queryOptions({ queryKey: brandKeys.all, queryFn: getActiveBrands, staleTime: 5 * 60_000 });

export const useActiveBrands = () => useQuery(activeBrandsQueryOptions());
