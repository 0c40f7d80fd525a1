import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "knex"
import { knexOf } from "../knex-of"
import { ProductJson, ProductRow, toProductJson } from "./product-row"
import { filterableProducts, productRowColumns, productsWithPrice, visibleProducts, withMinimumRating } from "./product-sql"
import { pageOf } from "../../domain/paging"
import { matchWordsColumn, whereMatches } from "./product-match"
import { searchSpellings } from "./search-synonyms"

export const SORT_ORDERS = { newest: 0, priceHighToLow: 1, priceLowToHigh: 2 } as const
export type SortOrder = (typeof SORT_ORDERS)[keyof typeof SORT_ORDERS]

export type ProductListFilters = {
  name?: string
  category?: string
  brand?: string
  min?: number
  max?: number
  isAddon?: boolean
  rating?: number
  order: SortOrder
  page: number
  limit: number
}

export type ProductPage = { products: ProductJson[]; totalPages: number; currentPage: number; count: number }

/** `spellings`: the name filter as typed and its synonyms' rewordings (search-synonyms.ts). */
function applyFilters(query: Knex.QueryBuilder, filters: ProductListFilters, spellings: string[]) {
  if (filters.name) {
    whereMatches(query, filters.name, spellings)
  }
  if (filters.brand) {
    query.andWhere("b.slug", filters.brand)
  }
  if (filters.category) {
    query.andWhereRaw(
      `EXISTS (SELECT 1 FROM product_category_product fcp
               JOIN product_category fc ON fc.id = fcp.product_category_id
               WHERE fcp.product_id = p.id AND fc.handle = ? AND fc.is_active AND fc.deleted_at IS NULL)`,
      [filters.category]
    )
  }
  if (filters.min !== undefined) {
    query.andWhere("price.amount", ">=", filters.min)
  }
  if (filters.max !== undefined) {
    query.andWhere("price.amount", "<=", filters.max)
  }
  if (filters.rating) {
    withMinimumRating(query, filters.rating)
  }
  if (filters.isAddon !== undefined) {
    query.andWhereRaw(`COALESCE((p.metadata->>'is_addon')::boolean, false) = ?`, [filters.isAddon])
  }
  return query
}

const byPrice = (order: SortOrder) => order !== SORT_ORDERS.newest

/**
 * Newest first, or by price with newest first among equal prices; a name search first puts the
 * products holding more of its words (`columns.words`) before those holding fewer.
 */
function sortBy(query: Knex.QueryBuilder, columns: { price: string; created: string; id: string; words?: string }, order: SortOrder) {
  if (columns.words) query.orderBy(columns.words, "desc")
  if (byPrice(order)) {
    query.orderByRaw(`${columns.price} ${order === SORT_ORDERS.priceHighToLow ? "DESC" : "ASC"} NULLS LAST`)
  }
  return query.orderBy([
    { column: columns.created, order: "desc" },
    { column: columns.id, order: "desc" },
  ])
}

/**
 * One page of visible products matching the filters, and how many match in all. The page
 * is chosen first from cheap columns (an index walk when newest first); the costly
 * columns (category, stock, ratings, images) are computed for that page's rows only.
 */
export async function listProducts(knex: Knex, filters: ProductListFilters): Promise<ProductPage> {
  const filtersByPrice = filters.min !== undefined || filters.max !== undefined
  const withPrice = filtersByPrice || byPrice(filters.order)
  const spellings = filters.name ? await searchSpellings(knex, filters.name) : []

  const pageIds = applyFilters(filterableProducts(knex, { withPrice }), filters, spellings).select(
    "p.id",
    "p.created_at",
    withPrice ? "price.amount as sort_price" : knex.raw("NULL::numeric AS sort_price"),
    matchWordsColumn(knex, spellings)
  )
  const words = spellings.length > 0
  sortBy(pageIds, { price: "price.amount", created: "p.created_at", id: "p.id", words: words ? "match_words" : undefined }, filters.order)
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)

  const pageQuery = productRowColumns(knex, productsWithPrice(knex).join("page", "page.id", "p.id")).withMaterialized(
    "page",
    pageIds
  )
  sortBy(pageQuery, { price: "page.sort_price", created: "page.created_at", id: "page.id", words: words ? "page.match_words" : undefined }, filters.order)

  const countQuery = applyFilters(filterableProducts(knex, { withPrice: filtersByPrice }), filters, spellings).count<
    { count: string }[]
  >({ count: "*" })

  const [rows, [{ count }]] = await Promise.all([pageQuery as Promise<ProductRow[]>, countQuery])
  return {
    products: rows.map(toProductJson),
    ...pageOf(Number(count), filters),
  }
}

/** A visible product by its slug, or null. */
export async function findProductBySlug(knex: Knex, slug: string): Promise<ProductJson | null> {
  const query = productRowColumns(knex, visibleProducts(knex).andWhere("p.handle", slug)).first()
  const row = (await query) as ProductRow | undefined
  return row ? toProductJson(row) : null
}

/** Visible products by id, as stored rows (with the variant that is bought). */
export async function findProductRows(knex: Knex, ids: string[]): Promise<ProductRow[]> {
  if (!ids.length) return []
  return (await productRowColumns(knex, visibleProducts(knex).whereIn("p.id", ids))) as ProductRow[]
}

/** `findProductRows` over the shop's database, for steps. */
export const findVisibleProducts = (container: MedusaContainer, ids: string[]) => findProductRows(knexOf(container), ids)
