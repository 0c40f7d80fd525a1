import { createCatalogueCacheBus, type CatalogueClear } from "./cache-bus"
import { createMicrocache } from "./microcache"
import type { ProductPage } from "./list-products"
import type { ProductJson } from "./product-row"
import type { StockBody } from "./stock-body"
import { forgetStock } from "./stock-map"
import { cacheSettings } from "../../config/caches"
import { redisUrl } from "../../config/redis"

export type ProductWithAddons = ProductJson & { addons: ProductJson[] }

const CACHE_MS = cacheSettings().catalogueMs

const caches: { clear(): void }[] = []
function clearHere(clear: CatalogueClear) {
  if (clear.kind === "all") caches.forEach((cache) => cache.clear())
  forgetStock(clear.kind === "stock" ? clear.productIds : undefined)
}
const REDIS_URL = redisUrl()
const bus = REDIS_URL ? createCatalogueCacheBus(REDIS_URL, clearHere) : undefined

function catalogueCache<T>(maxEntries?: number) {
  const cache = createMicrocache<T>(CACHE_MS, maxEntries)
  caches.push(cache)
  return {
    get(key: string, compute: () => Promise<T>) {
      bus?.listen()
      return cache.get(key, compute)
    },
    /** Whether `get` would answer from the cache (the `X-Cache` header of catalogue answers). */
    has(key: string) {
      return cache.has(key)
    },
  }
}

/**
 * The storefront's hottest identical reads: product listings, product pages (by slug, with
 * their add-ons) and the menu's lists. Each distinct read is computed once and kept until a
 * catalogue change clears them all (stock changes only drop the stock left, which is kept apart:
 * stock-map.ts, stock-body.ts) (the catalogue-cache subscriber, after the change is
 * committed; through Redis in every process when REDIS_URL is set). CATALOGUE_CACHE_MS
 * (default 5 minutes) only bounds how long a change made outside the shop's workflows (e.g.
 * straight in the database) stays unseen. Carts and orders always read fresh data. The
 * serialized body is kept too, so an anonymous hit costs no JSON work.
 */
export const productListCache = catalogueCache<{ page: ProductPage; body?: StockBody }>()

/** A product page by slug: the product with its add-ons, or null when there is no such visible product. */
export const productItemCache = catalogueCache<{ product: ProductWithAddons | null; body?: StockBody }>()

/**
 * A product page's approved reviews with their ratings summary, as JSON text, by slug (null:
 * no visible product). Reviews show once approved, so approvals, rejections and deletions
 * clear it like any catalogue change.
 */
export const productReviewsCache = catalogueCache<string | null>()

/** The header search's suggestions as JSON text, by the term in lower case. */
export const productSearchCache = catalogueCache<string>()

/** The search synonyms (term, meaning), one entry: the admin's changes clear it like any catalogue change. */
export const searchSynonymCache = catalogueCache<{ term: string; meaning: string }[]>(1)

/** The menu's lists (active categories, active brands) as JSON text, one entry each. */
export const menuListCache = catalogueCache<string>(10)

export async function clearCatalogueCache() {
  await clearEverywhere({ kind: "all" })
}

/**
 * Drops only the stock of these products (every product's without ids): an order or a
 * cancellation changes what is left of a few products, never what a listing or product page
 * holds otherwise, so the cached bodies stay (the stock is put in when they are answered).
 */
export async function clearCatalogueStock(productIds?: string[]) {
  if (productIds && !productIds.length) return
  await clearEverywhere({ kind: "stock", productIds })
}

async function clearEverywhere(clear: CatalogueClear) {
  clearHere(clear)
  await bus?.publish(clear)
}

/** Closes this process's Redis connections for catalogue clears (tests; a server closes with its process). */
export function closeCatalogueCacheBus() {
  bus?.close()
}
