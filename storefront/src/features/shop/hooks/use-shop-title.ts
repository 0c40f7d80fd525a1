import { useQuery } from '@tanstack/react-query';
import { activeBrandsQueryOptions } from '@/api/active-brands';
import { activeCategoriesQueryOptions } from '@/api/active-categories';
import { titleFromSlug } from '@/lib/format';
import type { ShopScope } from '../utils/filters';

/**
 * 'Shop', or the name of the category or brand from /api/category/list or /api/brand/list.
 * While the list loads (or if it fails) the slug stands in; an unknown slug gives 'Shop'.
 */
export function useShopTitle(scope: ShopScope | undefined, slug: string): string {
  const categories = useQuery({ ...activeCategoriesQueryOptions(), enabled: scope === 'category' && !!slug });
  const brands = useQuery({ ...activeBrandsQueryOptions(), enabled: scope === 'brand' && !!slug });

  if (!scope || !slug) return 'Shop';
  const list = scope === 'category' ? categories : brands;
  if (!list.data) return titleFromSlug(slug);
  return list.data.find((item) => item.slug === slug)?.name ?? 'Shop';
}
