import { createMicrocache } from "./microcache"

/**
 * Product listings are the storefront's hottest identical reads; each distinct query is
 * computed at most once per CATALOG_CACHE_MS (default 1 s), so a listing may lag a change
 * by that long. Product pages, carts and orders always read fresh data. The cache holds the
 * serialized body, so a hit costs no JSON work.
 */
export const productListCache = createMicrocache<string>(Number(process.env.CATALOG_CACHE_MS ?? 1000))
