import type { MedusaContainer } from "@medusajs/framework/types"
import { productListCache, productItemCache, menuListCache, productSearchCache } from "./list-cache"
import { productListing } from "./product-listing"
import { productPageJson } from "./product-page"
import { activeBrandsJson, activeCategoriesJson } from "./menu-lists"
import type { ProductListFilters } from "./list-products"
import { searchCacheKey, searchProductsJson } from "./search-products"

/** How many listing addresses are remembered (the oldest is forgotten first). */
const LISTING_URLS = 2000

/**
 * The listing cache key each listing address was answered with by its route (which parsed and
 * validated the query): a request for the same address, spelled the same, asks for the same
 * listing. Only addresses the route has answered are known, so nothing here parses a query.
 */
const listingKeys = new Map<string, string>()

/** Remembers what a listing address (the request's own URL, before any rewriting) asked for. */
export function rememberListingUrl(url: string, key: string) {
  if (listingKeys.get(url) === key) return
  listingKeys.delete(url)
  listingKeys.set(url, key)
  if (listingKeys.size > LISTING_URLS) listingKeys.delete(listingKeys.keys().next().value as string)
}

/** The search term each search-suggestion address was answered for by its route (which validated it). */
const searchTerms = new Map<string, string>()

/** Remembers what a search-suggestion address (the request's own URL) searched for. */
export function rememberSearchUrl(url: string, term: string) {
  if (searchTerms.get(url) === term) return
  searchTerms.delete(url)
  searchTerms.set(url, term)
  if (searchTerms.size > LISTING_URLS) searchTerms.delete(searchTerms.keys().next().value as string)
}

/** A product slug as a path segment that needs no decoding (what the shop's slugs are). */
const ITEM_PATH = /^\/api\/product\/item\/([A-Za-z0-9_~-][A-Za-z0-9._~-]*)$/

/** An answer's JSON text; `cached` (the X-Cache header) for the product list and product pages. */
export type CachedAnswer = { json: string; cached?: boolean }
type Answer = (container: MedusaContainer, customerId?: string) => Promise<CachedAnswer>

const menu = (read: (container: MedusaContainer) => Promise<string>): Answer => async (container) => ({ json: await read(container) })

/**
 * The answer of a catalogue read the cache already holds, for a request's URL: the product list
 * (an address its route has answered), a product page of a visible product, the menu's category
 * and brand lists, the header search's suggestions (an address its route has answered). Null when the answer is not cached (or not a catalogue read): the caller then
 * goes the normal way, which computes it. The answer is what the route would send: the same text
 * (stock put in), with isLiked for a signed-in customer.
 */
export function cachedCatalogueAnswer(url: string): Answer | null {
  if (url === "/api/category/list") return menuListCache.has("categories") ? menu(activeCategoriesJson) : null
  if (url === "/api/brand/list") return menuListCache.has("brands") ? menu(activeBrandsJson) : null
  const key = listingKeys.get(url)
  if (key !== undefined) {
    if (!productListCache.has(key)) return null
    const filters = JSON.parse(key) as ProductListFilters
    return async (container, customerId) => {
      const listing = await productListing(container, filters, customerId)
      return { json: listing.json ?? JSON.stringify(listing.page), cached: listing.cached }
    }
  }
  const term = searchTerms.get(url)
  if (term !== undefined) {
    if (!productSearchCache.has(searchCacheKey(term))) return null
    return async (container) => ({ json: await searchProductsJson(container, term) })
  }
  const item = ITEM_PATH.exec(url)
  if (item && productItemCache.has(item[1])) {
    return (container, customerId) => productPageJson(container, item[1], customerId)
  }
  return null
}
