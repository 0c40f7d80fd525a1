import type { Knex } from "knex"
import { FILES_ROUTE } from "../../domain/shop-constants"
import { fileNameOf } from "../catalogue/product-row"

/** Products of order lines, active or not; a deleted product is simply missing. */
export async function findOrderProducts(knex: Knex, ids: string[]) {
  if (!ids.length) return new Map<string, OrderProduct>()
  const rows: { id: string; title: string; handle: string; status: string; image_url: string | null }[] = await knex
    .from({ p: "product" })
    .whereIn("p.id", ids)
    .whereNull("p.deleted_at")
    .select(
      "p.id",
      "p.title",
      "p.handle",
      "p.status",
      knex.raw(`(SELECT i.url FROM image i WHERE i.product_id = p.id AND i.deleted_at IS NULL ORDER BY i.rank LIMIT 1) AS image_url`)
    )
  return new Map(
    rows.map((row) => [
      row.id,
      {
        _id: row.id,
        name: row.title,
        slug: row.handle,
        isActive: row.status === "published",
        imageUrl: row.image_url ? `${FILES_ROUTE}/${encodeURIComponent(fileNameOf(row.image_url))}` : null,
      },
    ])
  )
}

export type OrderProduct = { _id: string; name: string; slug: string; isActive: boolean; imageUrl: string | null }
