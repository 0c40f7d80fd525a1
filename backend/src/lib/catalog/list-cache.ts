import { createMicrocache } from "./microcache"
import type { ProductPage } from "./list-products"

/**
 * Product listings are the storefront's hottest identical reads; each distinct query is
 * computed at most once per CATALOG_CACHE_MS (default 1 s), so a listing may lag a change
 * by that long. Product pages, carts and orders always read fresh data. The serialized
 * body is kept too, so an anonymous hit costs no JSON work.
 */
export const productListCache = createMicrocache<{ page: ProductPage; body: string }>(
  Number(process.env.CATALOG_CACHE_MS ?? 1000)
)
