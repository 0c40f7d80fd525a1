import { escapeLike } from "../../domain/escape-like"
import type { Knex } from "knex"
import { FILES_ROUTE } from "../../domain/shop-constants"
import { fileNameOf } from "./product-row"
import { visibleProducts } from "./product-sql"
import { SEARCH_LIMITS } from "../../domain/search-limits"


/** Suggestions for the header search: names that contain the term, those starting with it first. */
export async function searchProducts(knex: Knex, term: string) {
  const pattern = escapeLike(term)
  const rows: { title: string; handle: string; price: string | null; image_url: string | null }[] =
    await visibleProducts(knex)
      .andWhere("p.title", "ilike", `%${pattern}%`)
      .select(
        "p.title",
        "p.handle",
        "price.amount as price",
        knex.raw(
          `(SELECT i.url FROM image i WHERE i.product_id = p.id AND i.deleted_at IS NULL ORDER BY i.rank LIMIT 1) AS image_url`
        )
      )
      .orderByRaw("(p.title ILIKE ?) DESC, p.title ASC", [`${pattern}%`])
      .limit(SEARCH_LIMITS.productSuggestions)

  return rows.map((row) => ({
    name: row.title,
    slug: row.handle,
    price: Number(row.price ?? 0),
    imageUrl: row.image_url ? `${FILES_ROUTE}/${encodeURIComponent(fileNameOf(row.image_url))}` : null,
  }))
}
