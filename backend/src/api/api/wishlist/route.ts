import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { parseInput } from "../../../lib/http/parse"
import { findOrderProducts } from "../../../lib/orders/order-products"
import { findProductRows } from "../../../lib/catalog/list-products"
import { WISHLIST_MODULE } from "../../../modules/wishlist"
import type WishlistModuleService from "../../../modules/wishlist/service"

const LikeBody = z.object({
  product: z.string({ error: "product is required." }).min(1, "product is required.").max(200, "product is invalid."),
  isLiked: z.boolean({ error: "isLiked must be true or false." }),
})

/** Likes or unlikes a visible product. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { product, isLiked } = parseInput(LikeBody, req.body)
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  if (!(await findProductRows(knex, [product])).length) {
    return res.status(404).json({ message: "No product found." })
  }
  await req.scope.resolve<WishlistModuleService>(WISHLIST_MODULE).setLiked(req.account.customerId, product, isLiked)
  res.json({
    success: true,
    message: isLiked ? "Added to your wishlist." : "Removed from your wishlist.",
  })
}

/** The caller's liked products, newest first; a deleted product drops out. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const items = await req.scope
    .resolve<WishlistModuleService>(WISHLIST_MODULE)
    .listWishlistItems({ customer_id: req.account.customerId, is_liked: true }, { order: { updated_at: "DESC" } })
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const products = await findOrderProducts(knex, items.map((item) => item.product_id))
  const prices = new Map((await findProductRows(knex, items.map((item) => item.product_id))).map((row) => [row.id, Number(row.price ?? 0)]))
  res.json({
    wishlist: items
      .filter((item) => products.has(item.product_id))
      .map((item) => ({
        _id: item.id,
        product: { ...products.get(item.product_id)!, price: prices.get(item.product_id) ?? null },
        created: item.updated_at,
        isLiked: true,
      })),
  })
}
