import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { didYouMean, wordsToCorrect } from "../../domain/search/did-you-mean"
import { filterableProducts } from "./product-sql"
import { searchProducts, suggestionsOf } from "./search-products"

/** How many popular products a search that found nothing offers. */
export const POPULAR_PRODUCTS = 8
/** The least likeness (pg_trgm's similarity) a known word needs to be offered for a typed one. */
const CORRECTION_LIKENESS = 0.3
/** How far back sales count for "popular". */
const POPULAR_DAYS = 90

/**
 * Help for a search that found nothing: "did you mean" (each word of 3 letters or more
 * replaced by the closest word of a visible product's or brand's name or of a synonym, offered
 * only when that search finds products), and the popular products (most units sold in the last
 * 90 days, not cancelled; then best reviewed; then newest).
 */
export async function searchHelp(container: MedusaContainer, term: string) {
  const knex = knexOf(container)
  const [suggestion, popular] = await Promise.all([correctedSearch(knex, term), popularProducts(knex)])
  return { didYouMean: suggestion, popular }
}

async function correctedSearch(knex: Knex, term: string): Promise<string | null> {
  const words = wordsToCorrect(term)
  if (!words.length) return null
  const { rows } = await knex.raw(
    `WITH known AS (
       SELECT DISTINCT lower(w) AS word FROM (
         SELECT regexp_split_to_table(p.title, '[^[:alnum:]]+') AS w FROM product p
         WHERE p.deleted_at IS NULL AND p.status = 'published'
         UNION ALL SELECT regexp_split_to_table(b.name, '[^[:alnum:]]+') FROM brand b WHERE b.deleted_at IS NULL AND b.is_active
         UNION ALL SELECT regexp_split_to_table(s.term || ' ' || s.meaning, '\\s+') FROM search_synonym s WHERE s.deleted_at IS NULL
       ) words WHERE length(w) >= 3
     )
     SELECT typed.word AS typed, best.word AS known
     FROM unnest(?::text[]) AS typed(word)
     CROSS JOIN LATERAL (
       SELECT k.word FROM known k WHERE similarity(k.word, typed.word) >= ?
       ORDER BY similarity(k.word, typed.word) DESC, k.word LIMIT 1
     ) best`,
    [words, CORRECTION_LIKENESS]
  )
  const closest = new Map<string, string>((rows as { typed: string; known: string }[]).map((row) => [row.typed, row.known]))
  const corrected = didYouMean(term, closest)
  if (!corrected) return null
  return (await searchProducts(knex, corrected)).length ? corrected : null
}

function popularProducts(knex: Knex) {
  const sold = knex.raw(
    `(SELECT COALESCE(SUM(oi.quantity), 0) FROM order_line_item li
       JOIN order_item oi ON oi.item_id = li.id AND oi.deleted_at IS NULL
       JOIN "order" o ON o.id = oi.order_id AND o.version = oi.version AND o.deleted_at IS NULL
       LEFT JOIN order_line ol ON ol.line_item_id = li.id AND ol.deleted_at IS NULL
       WHERE li.product_id = p.id AND li.deleted_at IS NULL AND COALESCE(ol.status, 'Not processed') <> 'Cancelled'
         AND o.created_at >= now() - make_interval(days => ?)) AS sold`,
    [POPULAR_DAYS]
  )
  const reviews = knex.raw(
    `(SELECT COUNT(*) FROM review r WHERE r.product_id = p.id AND r.status = 'Approved' AND r.deleted_at IS NULL) AS reviews`
  )
  const best = filterableProducts(knex, { withPrice: false })
    .select("p.id", "p.created_at", sold, reviews)
    .orderBy([
      { column: "sold", order: "desc" },
      { column: "reviews", order: "desc" },
      { column: "p.created_at", order: "desc" },
      { column: "p.id", order: "desc" },
    ])
    .limit(POPULAR_PRODUCTS)
  return suggestionsOf(knex, best, [
    { column: "best.sold", order: "desc" },
    { column: "best.reviews", order: "desc" },
    { column: "best.created_at", order: "desc" },
    { column: "p.id", order: "desc" },
  ])
}
