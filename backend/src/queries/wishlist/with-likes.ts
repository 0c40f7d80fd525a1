import type { MedusaContainer } from "@medusajs/framework/types"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../modules/wishlist"

/** Adds `isLiked` to each product for a signed-in shopper. */
export async function withLikes<P extends { _id: string }>(container: MedusaContainer, customerId: string, products: P[]) {
  const liked = await container
    .resolve<WishlistModuleService>(WISHLIST_MODULE)
    .likedProductIds(customerId, products.map((product) => product._id))
  return products.map((product) => ({ ...product, isLiked: liked.has(product._id) }))
}
