import { createCatalogueCacheBus } from "./cache-bus"
import { createMicrocache } from "./microcache"
import type { ProductPage } from "./list-products"
import type { ProductJson } from "./product-row"

export type ProductWithAddons = ProductJson & { addons: ProductJson[] }

// CATALOG_CACHE_MS is the name earlier releases read; it still works.
const CACHE_MS = Number(process.env.CATALOGUE_CACHE_MS ?? process.env.CATALOG_CACHE_MS ?? 300_000)

const caches: { clear(): void }[] = []
const clearHere = () => caches.forEach((cache) => cache.clear())
const bus = process.env.REDIS_URL ? createCatalogueCacheBus(process.env.REDIS_URL, clearHere) : undefined

function catalogueCache<T>(maxEntries?: number) {
  const cache = createMicrocache<T>(CACHE_MS, maxEntries)
  caches.push(cache)
  return {
    get(key: string, compute: () => Promise<T>) {
      bus?.listen()
      return cache.get(key, compute)
    },
  }
}

/**
 * The storefront's hottest identical reads: product listings, product pages (by slug, with
 * their add-ons) and the menu's lists. Each distinct read is computed once and kept until a
 * catalogue change clears them all (the catalogue-cache subscriber, after the change is
 * committed; through Redis in every process when REDIS_URL is set). CATALOGUE_CACHE_MS
 * (default 5 minutes) only bounds how long a change made outside the shop's workflows (e.g.
 * straight in the database) stays unseen. Carts and orders always read fresh data. The
 * serialized body is kept too, so an anonymous hit costs no JSON work.
 */
export const productListCache = catalogueCache<{ page: ProductPage; body: string }>()

/** A product page by slug: the product with its add-ons, or null when there is no such visible product. */
export const productItemCache = catalogueCache<{ product: ProductWithAddons | null; body: string }>()

/**
 * A product page's approved reviews with their ratings summary, as JSON text, by slug (null:
 * no visible product). Reviews show once approved, so approvals, rejections and deletions
 * clear it like any catalogue change.
 */
export const productReviewsCache = catalogueCache<string | null>()

/** The menu's lists (active categories, active brands) as JSON text, one entry each. */
export const menuListCache = catalogueCache<string>(10)

export async function clearCatalogueCache() {
  clearHere()
  await bus?.publish()
}

/** Closes this process's Redis connections for catalogue clears (tests; a server closes with its process). */
export function closeCatalogueCacheBus() {
  bus?.close()
}
