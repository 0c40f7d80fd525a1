import type { ProductListParams } from '@/lib/types';
import { SEARCH_MAX_LENGTH } from '@/lib/search';

/** Products per shop page (the API's own default is 100; shoppers expect pages of 20). */
export const SHOP_PAGE_SIZE = 20;

/** Price slider range in Kes. and the smallest gap between its handles (spec §9). */
export const PRICE_MIN = 1;
export const PRICE_MAX = 100_000;
export const PRICE_PUSHABLE = 10;

/** Sliders filter this long after the last release, so key presses in a row make one request. */
export const SLIDER_COMMIT_DELAY_MS = 300;

export type SortOrder = 0 | 1 | 2;

/** Sort dropdown (spec §9): 0 newest first, 1 price descending, 2 price ascending. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 0, label: 'Newest First' },
  { value: 1, label: 'Price High to Low' },
  { value: 2, label: 'Price Low to High' },
];

/** Minimum average rating, 0 meaning any. */
export type MinRating = 0 | 1 | 2 | 3 | 4 | 5;

export interface ShopFilters {
  min: number;
  max: number;
  rating: MinRating;
  order: SortOrder;
  /** One-based page number. */
  page: number;
}

export const DEFAULT_FILTERS: Readonly<ShopFilters> = {
  min: PRICE_MIN,
  max: PRICE_MAX,
  rating: 0,
  order: 0,
  page: 1,
};

/** The query-string keys the shop page owns; other keys in the URL are left alone. */
const FILTER_KEYS = ['min', 'max', 'rating', 'order', 'page'] as const satisfies ReadonlyArray<keyof ShopFilters>;

/** A whole number written in plain digits, else undefined ("1e3", "2.5", "-1", "" are rejected). */
function parseWhole(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function parseInRange(value: string | null, low: number, high: number): number | undefined {
  const number = parseWhole(value);
  return number !== undefined && number >= low && number <= high ? number : undefined;
}

/** Filters from the URL query; a missing or bad value falls back to its default. */
export function parseShopFilters(params: URLSearchParams): ShopFilters {
  let min = parseInRange(params.get('min'), PRICE_MIN, PRICE_MAX) ?? DEFAULT_FILTERS.min;
  let max = parseInRange(params.get('max'), PRICE_MIN, PRICE_MAX) ?? DEFAULT_FILTERS.max;
  if (max - min < PRICE_PUSHABLE) {
    // An impossible range (min above max, or handles closer than the slider allows).
    min = DEFAULT_FILTERS.min;
    max = DEFAULT_FILTERS.max;
  }

  return {
    min,
    max,
    rating: (parseInRange(params.get('rating'), 0, 5) ?? DEFAULT_FILTERS.rating) as MinRating,
    order: (parseInRange(params.get('order'), 0, 2) ?? DEFAULT_FILTERS.order) as SortOrder,
    page: parseInRange(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? DEFAULT_FILTERS.page,
  };
}

/**
 * The URL query for `filters`: defaults are left out so plain /shop stays clean, and keys
 * the shop does not own (from `base`) are kept.
 */
export function shopFiltersToSearchParams(
  filters: ShopFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of FILTER_KEYS) {
    if (filters[key] === DEFAULT_FILTERS[key]) next.delete(key);
    else next.set(key, String(filters[key]));
  }
  return next;
}

/** Apply a change; changing any filter other than the page goes back to page 1. */
export function updateShopFilters(current: ShopFilters, change: Partial<ShopFilters>): ShopFilters {
  const next = { ...current, ...change };
  const filterChanged = (Object.keys(change) as Array<keyof ShopFilters>).some(
    (key) => key !== 'page' && change[key] !== undefined && change[key] !== current[key],
  );
  if (filterChanged) next.page = change.page ?? DEFAULT_FILTERS.page;
  return next;
}

/** Whether the price or rating filter is narrowed (sort order and page do not count). */
export const hasActiveFilters = (filters: ShopFilters): boolean =>
  filters.min !== DEFAULT_FILTERS.min ||
  filters.max !== DEFAULT_FILTERS.max ||
  filters.rating !== DEFAULT_FILTERS.rating;

export type ShopScope = 'category' | 'brand';

/**
 * The search text of `?name=` (the header search's Enter opens /shop?name=…), trimmed; ''
 * without one. Filter changes keep it, as they keep every key the shop does not own.
 */
export const searchNameOf = (params: URLSearchParams): string =>
  (params.get('name') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);

/**
 * Parameters of GET /api/product/list for the shop page. Defaults are not sent: the full
 * price range means no price filter and rating 0 means any.
 */
export function toProductListParams(
  filters: ShopFilters,
  scope?: { type: ShopScope; slug: string },
  name = '',
): ProductListParams {
  const params: ProductListParams = { page: filters.page, limit: SHOP_PAGE_SIZE };
  if (scope?.slug) params[scope.type] = scope.slug;
  if (name) params.name = name;
  if (filters.min !== PRICE_MIN) params.min = filters.min;
  if (filters.max !== PRICE_MAX) params.max = filters.max;
  if (filters.rating !== 0) params.rating = filters.rating;
  if (filters.order !== 0) params.order = filters.order;
  return params;
}

/** How many filters are set: the price range counts once, the rating once. */
export const activeFilterCount = (filters: ShopFilters): number =>
  Number(filters.min !== DEFAULT_FILTERS.min || filters.max !== DEFAULT_FILTERS.max) +
  Number(filters.rating !== DEFAULT_FILTERS.rating);
