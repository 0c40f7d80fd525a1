import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { FILES_ROUTE } from "../../domain/shop-constants"
import { fileNameOf } from "./product-row"
import { filterableProducts, productsWithPrice } from "./product-sql"
import { SEARCH_LIMITS } from "../../domain/search-limits"
import { matchRankColumns, matchWordsColumn, whereMatches } from "./product-match"
import { searchSpellings } from "./search-synonyms"
import { productSearchCache } from "./list-cache"

type SuggestionRow = { title: string; handle: string; price: string | null; image_url: string | null }

/**
 * Suggestions for the header search, best match first (see product-match), as JSON text
 * `{ products }`, kept in the catalogue cache by the term in lower case (matching ignores case).
 * The ten best are chosen from cheap columns first; price and image are read for those only.
 */
export function searchProductsJson(container: MedusaContainer, term: string): Promise<string> {
  const knex = knexOf(container)
  const text = term.trim()
  return productSearchCache.get(searchCacheKey(text), async () => JSON.stringify({ products: await searchProducts(knex, text) }))
}

/** The suggestions' cache key: matching ignores case and the spaces around the term. */
export const searchCacheKey = (term: string) => term.trim().toLowerCase()

export async function searchProducts(knex: Knex, term: string) {
  const spellings = await searchSpellings(knex, term)
  const best = whereMatches(filterableProducts(knex, { withPrice: false }), term, spellings)
    .select("p.id", ...matchRankColumns(knex, term), matchWordsColumn(knex, spellings))
    .orderBy([
      { column: "match_words", order: "desc" },
      { column: "match_tier", order: "asc" },
      { column: "match_score", order: "desc" },
      { column: "match_name_score", order: "desc" },
      { column: "p.title", order: "asc" },
      { column: "p.id", order: "asc" },
    ])
    .limit(SEARCH_LIMITS.productSuggestions)

  return suggestionsOf(knex, best, [
    { column: "best.match_words", order: "desc" },
    { column: "best.match_tier", order: "asc" },
    { column: "best.match_score", order: "desc" },
    { column: "best.match_name_score", order: "desc" },
    { column: "p.title", order: "asc" },
    { column: "p.id", order: "asc" },
  ])
}

/** Suggestions (name, slug, price, first image) of the products `best` chose, in `order`. */
export async function suggestionsOf(knex: Knex, best: Knex.QueryBuilder, order: { column: string; order: "asc" | "desc" }[]) {
  const rows: SuggestionRow[] = await productsWithPrice(knex)
    .join("best", "best.id", "p.id")
    .withMaterialized("best", best)
    .select(
      "p.title",
      "p.handle",
      "price.amount as price",
      knex.raw(
        `(SELECT i.url FROM image i WHERE i.product_id = p.id AND i.deleted_at IS NULL ORDER BY i.rank LIMIT 1) AS image_url`
      )
    )
    .orderBy(order)

  return rows.map((row) => ({
    name: row.title,
    slug: row.handle,
    price: Number(row.price ?? 0),
    imageUrl: row.image_url ? `${FILES_ROUTE}/${encodeURIComponent(fileNameOf(row.image_url))}` : null,
  }))
}
