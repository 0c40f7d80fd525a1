import type { Knex } from "knex"
import { CURRENCY_CODE } from "../../domain/shop-constants"

const FIRST_VARIANT = `JOIN LATERAL (
     SELECT v.id, v.sku FROM product_variant v
     WHERE v.product_id = p.id AND v.deleted_at IS NULL
     ORDER BY v.variant_rank, v.created_at LIMIT 1
   ) v ON true`

const KES_PRICE = `LEFT JOIN LATERAL (
     SELECT pr.amount FROM product_variant_price_set vps
     JOIN price pr ON pr.price_set_id = vps.price_set_id AND pr.deleted_at IS NULL
       AND pr.currency_code = ? AND pr.price_list_id IS NULL AND pr.rules_count = 0
     WHERE vps.variant_id = v.id AND vps.deleted_at IS NULL
     ORDER BY pr.created_at LIMIT 1
   ) price ON true`

/** The stock left of the variant that is bought (`v`): stocked less reserved, over its inventory levels. */
const VARIANT_STOCK = `LEFT JOIN LATERAL (
     SELECT SUM(il.stocked_quantity - il.reserved_quantity) AS quantity
     FROM product_variant_inventory_item vii
     JOIN inventory_level il ON il.inventory_item_id = vii.inventory_item_id AND il.deleted_at IS NULL
     WHERE vii.variant_id = v.id AND vii.deleted_at IS NULL
   ) stock ON true`

const HAS_VARIANT = `EXISTS (SELECT 1 FROM product_variant hv WHERE hv.product_id = p.id AND hv.deleted_at IS NULL)`

function withBrand(query: Knex.QueryBuilder) {
  return query
    .joinRaw(`LEFT JOIN product_product_brand_brand pb ON pb.product_id = p.id AND pb.deleted_at IS NULL`)
    .joinRaw(`LEFT JOIN brand b ON b.id = pb.brand_id AND b.deleted_at IS NULL`)
}

function onlyVisible(query: Knex.QueryBuilder) {
  return query.whereNull("p.deleted_at").andWhere("p.status", "published").andWhereRaw("(b.id IS NULL OR b.is_active)")
}

/**
 * The storefront's read side of the catalogue: SQL over Medusa's product, pricing and
 * inventory tables and the brand link, selecting only what the API returns (Medusa's
 * generic graph queries are several times slower for a listing). A product with its
 * variant (`v`), KES price (`price`) and brand (`b`), without any filter.
 */
export function productsWithPrice(knex: Knex) {
  return withBrand(knex.from({ p: "product" }).joinRaw(FIRST_VARIANT).joinRaw(KES_PRICE, [CURRENCY_CODE]))
}

/** Products a shopper may see: published, with a variant, of an active brand (or none). */
export function visibleProducts(knex: Knex) {
  return onlyVisible(productsWithPrice(knex))
}

/**
 * Visible products for filtering, counting and paging: the price is joined only when a
 * filter or the sort needs it, so a count or a newest-first page stays cheap.
 */
export function filterableProducts(knex: Knex, { withPrice }: { withPrice: boolean }) {
  const query = withPrice
    ? productsWithPrice(knex)
    : withBrand(knex.from({ p: "product" })).whereRaw(HAS_VARIANT)
  return onlyVisible(query)
}

/** Products whose approved reviews average at least `rating` stars. */
export function withMinimumRating(query: Knex.QueryBuilder, rating: number) {
  return query.andWhereRaw(
    `(SELECT AVG(r.rating) FROM review r
      WHERE r.product_id = p.id AND r.status = 'Approved' AND r.deleted_at IS NULL) >= ?`,
    [rating]
  )
}

/** Columns of a ProductRow for products already narrowed to one page. */
export function productRowColumns(knex: Knex, query: Knex.QueryBuilder) {
  return query
    .joinRaw(`LEFT JOIN product_type pt ON pt.id = p.type_id`)
    .joinRaw(
      `LEFT JOIN LATERAL (
         SELECT c.id, c.name, c.handle, c.description FROM product_category_product pcp
         JOIN product_category c ON c.id = pcp.product_category_id AND c.deleted_at IS NULL
         WHERE pcp.product_id = p.id ORDER BY c.rank, c.name LIMIT 1
       ) c ON true`
    )
    .joinRaw(VARIANT_STOCK)
    .joinRaw(
      `LEFT JOIN LATERAL (
         SELECT COUNT(*) AS total_reviews, COALESCE(SUM(r.rating), 0) AS total_ratings FROM review r
         WHERE r.product_id = p.id AND r.status = 'Approved' AND r.deleted_at IS NULL
       ) rv ON true`
    )
    .select(
      "p.id",
      "p.title",
      "p.handle",
      "p.description",
      "p.status",
      "p.metadata",
      "p.created_at",
      "v.sku",
      "v.id as variant_id",
      "price.amount as price",
      "stock.quantity",
      "pt.value as type_value",
      "b.id as brand_id",
      "b.name as brand_name",
      "b.slug as brand_slug",
      "b.is_active as brand_active",
      "c.id as category_id",
      "c.name as category_name",
      "c.handle as category_slug",
      "c.description as category_description",
      "rv.total_reviews",
      "rv.total_ratings",
      knex.raw(
        `ARRAY(SELECT i.url FROM image i WHERE i.product_id = p.id AND i.deleted_at IS NULL ORDER BY i.rank) AS image_urls`
      ),
      knex.raw(
        `(SELECT jsonb_agg(COALESCE(i.metadata->'webp', '[]'::jsonb) ORDER BY i.rank) FROM image i
          WHERE i.product_id = p.id AND i.deleted_at IS NULL) AS image_webp`
      )
    )
}

/**
 * The stock left of products by id, as the listing computes it (the first variant's levels):
 * what cached listings and product pages show, read apart from them (src/queries/catalogue/stock-map.ts).
 */
export function productStockRows(knex: Knex, ids: string[]): Promise<{ id: string; quantity: string | number | null }[]> {
  return knex
    .from({ p: "product" })
    .joinRaw(FIRST_VARIANT)
    .joinRaw(VARIANT_STOCK)
    .whereIn("p.id", ids)
    .select("p.id", "stock.quantity")
}
