// The search section of `npm run bench` (`npm run bench -- --search-only` runs it alone): the
// header search's suggestions against the shop list in the same run, and the first searches
// the server answers after the catalogue's bulk import against the hundredth.
import fs from "node:fs"
import { queryOnce } from "../../scripts/lib/pg-query.mjs"

/** Searches as shoppers type them on the bench catalogue: typos, partial words, a SKU, a brand. */
const LOAD_TERMS = ["sol", "solr lantern", "bluetoth speaker", "jua powr", "SHF-SG", "kitenge shrt", "charcol jiko", "savana tech"]

/** Loaded after the shop list, each path in turn (cached after its first answer, as in production). */
export const SEARCH_ENDPOINTS = [
  {
    name: `GET /api/product/list/search/{term} (${LOAD_TERMS.length} terms: typos, SKU, brand)`,
    key: "search",
    paths: LOAD_TERMS.map((term) => `/api/product/list/search/${encodeURIComponent(term)}`),
  },
]

const WORDS = [
  "solar", "lantern", "speaker", "smart", "power", "inverter", "soundbar", "smartphone", "phone", "tablet", "charger",
  "earphones", "kitenge", "kikoy", "sandals", "sisal", "shuka", "denim", "sufuria", "jiko", "kettle", "blender",
  "chopping", "thermos", "lotion", "sunscreen", "hair", "thermometer", "soap", "cream", "tea", "coffee", "maize",
  "rice", "honey", "groundnuts", "running", "football", "yoga", "tent", "bottle", "rope", "hamper", "soapstone",
  "wrapping", "greeting", "bracelet", "warranty", "savanna", "classic",
]

/** 100 different terms (so none is answered from the cache): whole words, then typos (a letter dropped). */
export function distinctTerms(count = 100) {
  const terms = new Set()
  for (const word of WORDS) terms.add(word)
  for (const word of WORDS) terms.add(word.slice(0, 2) + word.slice(3))
  return [...terms].slice(0, count)
}

/**
 * The first `count` searches the server answers, one at a time, each a different term, right
 * after the server started on the catalogue (freshly imported when the bench seeded it: see
 * report.seed.thisRun); and how fresh PostgreSQL's statistics of the searched tables are.
 */
export async function firstSearches({ origin, databaseUrl, log, count = 100 }) {
  // The server's own first-request costs apart: a refused search (no query) and a one-product
  // list page (the database pool) go first, so the times are those of the searches' queries.
  await fetch(`${origin}/api/product/list/search/${encodeURIComponent("\u0001")}`).then((r) => r.arrayBuffer())
  await fetch(`${origin}/api/product/list?limit=1`).then((r) => r.arrayBuffer())
  const times = []
  for (const term of distinctTerms(count)) {
    const t0 = performance.now()
    const response = await fetch(`${origin}/api/product/list/search/${encodeURIComponent(term)}`)
    const body = await response.json().catch(() => ({}))
    times.push({ term, ms: round(performance.now() - t0), status: response.status, found: body.products?.length ?? 0 })
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b)
  const result = {
    count: times.length,
    first: times[0],
    hundredth: times.at(-1),
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted.at(-1),
    non200: times.filter((t) => t.status !== 200).length,
    firstVsHundredth: round(times[0].ms / times.at(-1).ms),
    statistics: await queryOnce(
      databaseUrl,
      `SELECT relname AS table, n_live_tup AS rows, n_mod_since_analyze AS changed_since_analyze,
              GREATEST(last_analyze, last_autoanalyze) AS analyzed_at
       FROM pg_stat_user_tables WHERE relname IN ('product', 'product_variant', 'brand', 'product_product_brand_brand')
       ORDER BY relname`
    ).catch((error) => ({ error: error.message })),
    times,
  }
  log(`First ${result.count} searches (distinct terms): first ${result.first.ms} ms, 100th ${result.hundredth.ms} ms, median ${result.medianMs} ms`)
  return result
}

/** Prints the search section: suggestions vs the list in the same run, first vs hundredth search. */
export function printSearch(report) {
  const list = report.results.find((r) => r.name === "GET /api/product/list")
  const search = report.results.find((r) => r.key === "search")
  const first = report.search
  console.log("\nSearch suggestions:")
  if (list && search && !search.missing) {
    console.log(
      `  ${search.reqPerSec} req/s, p95 ${search.p95} ms = ${round(search.reqPerSec / list.reqPerSec)}× the list's ${list.reqPerSec} req/s ` +
        `(target ≥ 0.5×, p95 ≤ 30 ms)`
    )
  }
  if (first?.first) {
    console.log(
      `  first search after the import ${first.first.ms} ms ("${first.first.term}"), 100th ${first.hundredth.ms} ms ("${first.hundredth.term}"), ` +
        `median ${first.medianMs} ms, slowest ${first.maxMs} ms, ${first.non200} non-200`
    )
    if (Array.isArray(first.statistics)) {
      for (const s of first.statistics) {
        console.log(`  ${s.table}: ${s.rows} rows, ${s.changed_since_analyze} changed since ANALYZE at ${new Date(s.analyzed_at).toISOString()}`)
      }
    }
  }
}

/** A --search-only run: prints its section and writes its own file (latest.json keeps the full run). */
export function writeSearchOnly(report, file) {
  console.log(`\nNode ${report.node}, ${report.cpus} CPUs, ${report.productCount} products, ${report.connections} connections, ` +
    `${report.warmupSeconds} s warm-up + ${report.durationSeconds} s each; req/s counts 2xx only`)
  for (const r of report.results) {
    console.log(`  ${r.name}: ${r.missing ? "MISSING" : `${r.reqPerSec} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.non2xx} non-2xx, load ${r.loadAverage}`}`)
  }
  printSearch(report)
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + "\n")
  console.log(`\nWrote ${file}`)
}

function round(x) {
  return Math.round(x * 100) / 100
}
