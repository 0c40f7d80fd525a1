import { escapeLike } from "./escape-like"
import type { Knex } from "knex"
import { ProductJson, ProductRow, toProductJson } from "./product-row"
import { productRowColumns, visibleProducts, withMinimumRating } from "./product-sql"

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

function applyFilters(query: Knex.QueryBuilder, filters: ProductListFilters) {
  if (filters.name) {
    query.andWhere("p.title", "ilike", `%${escapeLike(filters.name)}%`)
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

function applyOrder(query: Knex.QueryBuilder, order: SortOrder) {
  if (order === SORT_ORDERS.priceHighToLow) {
    query.orderByRaw("price.amount DESC NULLS LAST")
  } else if (order === SORT_ORDERS.priceLowToHigh) {
    query.orderByRaw("price.amount ASC NULLS LAST")
  }
  return query.orderBy([
    { column: "p.created_at", order: "desc" },
    { column: "p.id", order: "desc" },
  ])
}

/** One page of visible products matching the filters, and how many match in all. */
export async function listProducts(knex: Knex, filters: ProductListFilters): Promise<ProductPage> {
  const offset = (filters.page - 1) * filters.limit
  const pageQuery = productRowColumns(knex, applyFilters(visibleProducts(knex), filters))
  applyOrder(pageQuery, filters.order).limit(filters.limit).offset(offset)
  const countQuery = applyFilters(visibleProducts(knex), filters).count<{ count: string }[]>({ count: "*" })

  const [rows, [{ count }]] = await Promise.all([pageQuery as Promise<ProductRow[]>, countQuery])
  const total = Number(count)
  return {
    products: rows.map(toProductJson),
    totalPages: Math.ceil(total / filters.limit),
    currentPage: filters.page,
    count: total,
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
