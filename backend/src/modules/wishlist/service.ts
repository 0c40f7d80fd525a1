import { MedusaService } from "@medusajs/framework/utils"
import { WishlistItem } from "./models/wishlist-item"

class WishlistModuleService extends MedusaService({ WishlistItem }) {
  /** Likes or unlikes a product for a customer (one row per pair). */
  async setLiked(customerId: string, productId: string, isLiked: boolean) {
    const [existing] = await this.listWishlistItems({ customer_id: customerId, product_id: productId }, { take: 1 })
    if (existing) {
      return this.updateWishlistItems({ id: existing.id, is_liked: isLiked })
    }
    return this.createWishlistItems({ customer_id: customerId, product_id: productId, is_liked: isLiked })
  }

  /** Of the given products, the ids the customer likes. */
  async likedProductIds(customerId: string, productIds: string[]) {
    if (!productIds.length) return new Set<string>()
    const liked = await this.listWishlistItems(
      { customer_id: customerId, product_id: productIds, is_liked: true },
      { select: ["product_id"] }
    )
    return new Set(liked.map((item) => item.product_id))
  }
}

export default WishlistModuleService
