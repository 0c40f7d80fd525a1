/**
 * How long the in-process caches keep what they read (milliseconds), from the environment
 * (docs/configuration.md). Each cache reads them once, when its file is loaded.
 */
export function cacheSettings(env: NodeJS.ProcessEnv = process.env) {
  // CATALOG_CACHE_MS is the name earlier releases read; it still works.
  const catalogueMs = Number(env.CATALOGUE_CACHE_MS ?? env.CATALOG_CACHE_MS ?? 300_000)
  return {
    /** CATALOGUE_CACHE_MS (default 5 minutes; 0, as the tests have it: off): product lists and pages. */
    catalogueMs,
    /** CATALOGUE_STOCK_MS (default 1 s): a product's stock; 0 while the catalogue cache is off. */
    stockMs: catalogueMs <= 0 ? 0 : Number(env.CATALOGUE_STOCK_MS ?? 1000),
    /** OVERVIEW_CACHE_MS (default 5 s): a dashboard's overview. */
    overviewMs: Number(env.OVERVIEW_CACHE_MS ?? 5_000),
  }
}
