import { createMicrocache } from "./microcache"
import type { ProductPage } from "./list-products"
import type { ProductJson } from "./product-row"

export type ProductWithAddons = ProductJson & { addons: ProductJson[] }

const CACHE_MS = Number(process.env.CATALOG_CACHE_MS ?? 1000)

/**
 * A product page (`GET /api/product/item/:slug`) by slug: the product with its add-ons, or
 * null when there is no such visible product. Cleared with the listings.
 */
export const productItemCache = createMicrocache<{ product: ProductWithAddons | null; body: string }>(CACHE_MS)

const listings = createMicrocache<{ page: ProductPage; body: string }>(CACHE_MS)

/**
 * Product listings and product pages are the storefront's hottest identical reads; each
 * distinct query is computed at most once per CATALOG_CACHE_MS (default 1 s), so a
 * listing or a product page may lag a change by that long. Carts and orders always read
 * fresh data. The serialized body is kept too, so an anonymous hit costs no JSON work.
 * Only the catalogue-cache subscriber clears both, after a catalogue change.
 */
export const productListCache = {
  get: listings.get,
  clear() {
    listings.clear()
    productItemCache.clear()
  },
}

export async function clearCatalogCache() {
  productListCache.clear()
}
