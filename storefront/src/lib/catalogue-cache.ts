import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { brandKeys, catalogueKeys, categoryKeys, productKeys } from './query-keys';

/** The shop's own catalogue caches (products, active categories and brands): stale after any write. */
const SHOP_KEYS: QueryKey[] = [productKeys.all, categoryKeys.all, brandKeys.all];

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
