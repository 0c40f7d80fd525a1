import type { Knex } from "knex"
import { escapeLike } from "../../domain/escape-like"

/**
 * How the header search and the shop list's `name` filter match a shopper's text: a product
 * matches when its name, its brand's name or one of its SKUs contains the text, or is close
 * to it word by word (pg_trgm's strict word similarity, `<<%`, at its default threshold of
 * 0.5: "samsng" finds "Samsung", "solr lantern" finds "Solar Lantern"), or when the name holds
 * each of its words in any order. Each side is read through its trigram index (product.title,
 * product_variant.sku, brand.name). `alternatives` are the spellings tried (the text as typed
 * and its synonyms' rewordings: src/domain/search/synonyms.ts); a product matching any of them
 * matches. A search of several words also matches a product with a word (of its name or its
 * brand's) starting with any of them (3 letters or more): "kiondo basket" finds kiondos and
 * baskets, those holding both first (matchWordsColumn).
 */
export function whereMatches(query: Knex.QueryBuilder, term: string, alternatives: readonly string[] = [term]) {
  const strict = strictMatch(alternatives)
  const words = anyWords(alternatives)
  if (words.length < 2) return query.andWhereRaw(`p.id IN (${strict.sql})`, strict.bindings)
  // Several words: also the products holding any of them ("kiondo basket" finds kiondos and
  // baskets); matchWordsColumn ranks those holding more of them first.
  const any = anyWordMatch(words)
  return query.andWhereRaw(`p.id IN (${strict.sql} UNION ${any.sql})`, [...strict.bindings, ...any.bindings])
}

/** The products matching one of the spellings (the text as typed, then its synonyms' rewordings). */
function strictMatch(alternatives: readonly string[]) {
  const parts = alternatives.map(matchOne)
  return { sql: parts.map((part) => part.sql).join(" UNION "), bindings: parts.flatMap((part) => part.bindings) }
}

function matchOne(term: string): { sql: string; bindings: Knex.RawBinding[] } {
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
  return {
    sql: `SELECT mt.id FROM product mt WHERE mt.deleted_at IS NULL AND mt.title ILIKE ?
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
       WHERE mpb.deleted_at IS NULL AND (mb.name ILIKE ? OR (${close("mb.name")}))`,
    bindings: [
      contains,
      ...closeBindings,
      ...(words.length > 1 ? words : []),
      contains,
      ...closeBindings,
      contains,
      ...closeBindings,
    ],
  }
}

/**
 * The words of a search that count on their own: 3 letters or more, each once, over every
 * spelling ("no such lantern" counts "such" and "lantern").
 */
function anyWords(alternatives: readonly string[]) {
  const words = alternatives.flatMap((alternative) => alternative.trim().toLowerCase().split(/\s+/))
  return [...new Set(words.filter((word) => word.length >= 3))]
}

/** Names (and brand names) with a word starting with one of `words`. */
function anyWordMatch(words: string[]) {
  const starts = words.flatMap((word) => [`${escapeLike(word)}%`, `% ${escapeLike(word)}%`])
  const condition = (column: string) => words.map(() => `${column} ILIKE ? OR ${column} ILIKE ?`).join(" OR ")
  return {
    sql: `SELECT aw.id FROM product aw WHERE aw.deleted_at IS NULL AND (${condition("aw.title")})
       UNION
       SELECT awb.product_id FROM product_product_brand_brand awb
       JOIN brand ab ON ab.id = awb.brand_id AND ab.deleted_at IS NULL
       WHERE awb.deleted_at IS NULL AND (${condition("ab.name")})`,
    bindings: [...starts, ...starts],
  }
}

/**
 * How many of the search's words (over every spelling) start a word of the name or the brand:
 * products matching more words first. Needs `p` and `b`.
 */
export function matchWordsColumn(knex: Knex, alternatives: readonly string[]) {
  const words = [...new Set(alternatives.flatMap((alternative) => alternative.trim().toLowerCase().split(/\s+/)).filter(Boolean))]
  if (!words.length) return knex.raw(`0 AS match_words`)
  const one = `(CASE WHEN p.title ILIKE ? OR p.title ILIKE ? OR COALESCE(b.name, '') ILIKE ? OR COALESCE(b.name, '') ILIKE ? THEN 1 ELSE 0 END)`
  return knex.raw(
    `(${words.map(() => one).join(" + ")}) AS match_words`,
    words.flatMap((word) => {
      const like = escapeLike(word)
      return [`${like}%`, `% ${like}%`, `${like}%`, `% ${like}%`]
    })
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
