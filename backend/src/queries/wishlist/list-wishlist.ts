import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findOrderProducts } from "../orders/order-products"
import { findProductRows } from "../catalogue/list-products"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../modules/wishlist"

/** The customer's liked products, newest first; a deleted product drops out. */
export async function listWishlist(container: MedusaContainer, customerId: string) {
  const items = await container
    .resolve<WishlistModuleService>(WISHLIST_MODULE)
    .listWishlistItems({ customer_id: customerId, is_liked: true }, { order: { updated_at: "DESC" } })
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const ids = items.map((item) => item.product_id)
  const [products, rows] = await Promise.all([findOrderProducts(knex, ids), findProductRows(knex, ids)])
  const prices = new Map(rows.map((row) => [row.id, Number(row.price ?? 0)]))
  return items
    .filter((item) => products.has(item.product_id))
    .map((item) => ({
      _id: item.id,
      product: { ...products.get(item.product_id)!, price: prices.get(item.product_id) ?? null },
      created: item.updated_at,
      isLiked: true,
    }))
}
