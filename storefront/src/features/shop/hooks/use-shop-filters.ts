import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLatest } from '@/lib/use-latest';
import {
  parseShopFilters,
  shopFiltersToSearchParams,
  updateShopFilters,
  type ShopFilters,
} from '../utils/filters';

/**
 * The shop filters, kept in the URL query of the hash route (e.g.
 * `#/shop/category/electronics?min=100&max=5000&rating=4&order=2&page=2`) so a filtered page
 * can be shared and survives a reload. Changing a filter goes back to page 1.
 */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseShopFilters(searchParams), [searchParams]);

  // Debounced slider commits call setFilters later; always start from the latest URL.
  const latest = useLatest(searchParams);

  const setFilters = useCallback(
    (change: Partial<ShopFilters>) => {
      const current = latest.current;
      const next = shopFiltersToSearchParams(updateShopFilters(parseShopFilters(current), change), current);
      if (next.toString() === current.toString()) return;
      const pageOnly = Object.keys(change).every((key) => key === 'page');
      // A new page scrolls back to the top; a filter change keeps the panel where it is.
      setSearchParams(next, { preventScrollReset: !pageOnly });
    },
    [setSearchParams, latest],
  );

  return { filters, searchParams, setFilters };
}
