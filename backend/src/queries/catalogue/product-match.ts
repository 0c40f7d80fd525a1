import type { Knex } from "knex"
import { escapeLike } from "../../domain/escape-like"

/**
 * How the header search and the shop list's `name` filter match a shopper's text: a product
 * matches when its name, its brand's name or one of its SKUs contains the text, or is close
 * to it word by word (pg_trgm's strict word similarity, `<<%`, at its default threshold of
 * 0.5: "samsng" finds "Samsung", "solr lantern" finds "Solar Lantern"), or when the name holds
 * each of its words in any order. Each side is read through its trigram index (product.title,
 * product_variant.sku, brand.name).
 */
export function whereMatches(query: Knex.QueryBuilder, term: string) {
  const { text, contains, words, significantWords } = patternsOf(term)
  // A close match of several words needs some likeness for each word of 3 letters or more, so
  // one word alone does not carry the others ("no such product" is not "Test product 1").
  const close = (column: string) =>
    [`? <<% ${column}`, ...significantWords.map(() => `word_similarity(?, ${column}) >= ${WORD_LIKENESS}`)].join(" AND ")
  const closeBindings = [text, ...significantWords]
  // Several words also match a name holding each of them, in any order ("lantern solar").
  const everyWord =
    words.length > 1
      ? `UNION SELECT mw.id FROM product mw WHERE mw.deleted_at IS NULL AND ${words.map(() => "mw.title ILIKE ?").join(" AND ")}`
      : ""
  // One simple condition per branch, so that each is read through its trigram index.
  return query.andWhereRaw(
    `p.id IN (
       SELECT mt.id FROM product mt WHERE mt.deleted_at IS NULL AND mt.title ILIKE ?
       UNION
       SELECT mc.id FROM product mc WHERE mc.deleted_at IS NULL AND ${close("mc.title")}
       ${everyWord}
       UNION
       SELECT mv.product_id FROM product_variant mv WHERE mv.deleted_at IS NULL AND mv.sku ILIKE ?
       UNION
       SELECT mvc.product_id FROM product_variant mvc WHERE mvc.deleted_at IS NULL AND ${close("mvc.sku")}
       UNION
       SELECT mpb.product_id FROM product_product_brand_brand mpb
       JOIN brand mb ON mb.id = mpb.brand_id AND mb.deleted_at IS NULL
       WHERE mpb.deleted_at IS NULL AND (mb.name ILIKE ? OR (${close("mb.name")})))`,
    [
      contains,
      ...closeBindings,
      ...(words.length > 1 ? words : []),
      contains,
      ...closeBindings,
      contains,
      ...closeBindings,
    ]
  )
}

/** How alike each word of a several-word search must be to some part of the text (pg_trgm's word similarity). */
const WORD_LIKENESS = 0.3

/**
 * Best match first: names that start with the text, then a word of the name, the brand or a
 * SKU that starts with it, then names that contain it, then the close ones; within each, the
 * closest (strict word similarity to the name, brand or SKU) first, and of equally close ones
 * those whose own name is closest. Needs `p` and `b`.
 */
export function matchRankColumns(knex: Knex, term: string) {
  const { text, prefix, wordPrefix, contains } = patternsOf(term)
  return [
    knex.raw(
      `CASE WHEN p.title ILIKE ? THEN 0
            WHEN p.title ILIKE ? OR b.name ILIKE ? OR EXISTS (
              SELECT 1 FROM product_variant rv WHERE rv.product_id = p.id AND rv.deleted_at IS NULL AND rv.sku ILIKE ?) THEN 1
            WHEN p.title ILIKE ? THEN 2
            ELSE 3 END AS match_tier`,
      [prefix, wordPrefix, prefix, prefix, contains]
    ),
    knex.raw(
      `GREATEST(
         strict_word_similarity(?, p.title),
         strict_word_similarity(?, COALESCE(b.name, '')),
         COALESCE((SELECT MAX(strict_word_similarity(?, rv.sku)) FROM product_variant rv
                   WHERE rv.product_id = p.id AND rv.deleted_at IS NULL), 0)
       ) AS match_score`,
      [text, text, text]
    ),
    knex.raw(`strict_word_similarity(?, p.title) AS match_name_score`, [text]),
  ]
}

function patternsOf(term: string) {
  const text = term.trim()
  const like = escapeLike(text)
  const words = [...new Set(like.split(/\s+/).filter(Boolean))].map((word) => `%${word}%`)
  // Words as pg_trgm sees them: runs of letters and digits ("SHF-SG" is two).
  const textWords = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const significantWords = textWords.length > 1 ? [...new Set(textWords.filter((word) => word.length >= 3))] : []
  return { text, prefix: `${like}%`, wordPrefix: `% ${like}%`, contains: `%${like}%`, words, significantWords }
}
