import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the dashboard's catalogue (products, categories, brands). They live here, not in
 * a feature, because activation cascades: disabling a brand or category changes its products.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => ['catalogue', 'products', 'list'] as const,
  product: (id: string) => ['catalogue', 'products', 'item', id] as const,
  productOptions: () => ['catalogue', 'products', 'options'] as const,
  categories: () => ['catalogue', 'categories', 'list'] as const,
  category: (id: string) => ['catalogue', 'categories', 'item', id] as const,
  brands: () => ['catalogue', 'brands', 'list'] as const,
  brand: (id: string) => ['catalogue', 'brands', 'item', id] as const,
  brandOptions: () => ['catalogue', 'brands', 'options'] as const,
};

/** The shop's own catalogue caches (products, active categories and brands): stale after any write. */
const SHOP_KEYS: QueryKey[] = [['products'], ['categories'], ['brands']];

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * After a catalogue write: every dashboard catalogue query and the shop's catalogue go stale
 * (only those on screen refetch). `except` (a deleted item's own query) is left alone, so its
 * page does not refetch a 404 while it is leaving.
 */
export function invalidateCatalogue(queryClient: QueryClient, except?: QueryKey): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: catalogueKeys.all,
      predicate: (query) => !except || !sameKey(query.queryKey, except),
    }),
    ...SHOP_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]).then(() => undefined);
}
