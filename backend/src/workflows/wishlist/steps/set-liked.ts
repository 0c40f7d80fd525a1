import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLIST_MODULE, type WishlistModuleService } from "../../../modules/wishlist"

type Input = { customerId: string; productId: string; isLiked: boolean }

/** Likes or unlikes the product; undoing restores what the customer had before. */
export const setLikedStep = createStep(
  "set-liked",
  async (input: Input, { container }) => {
    const wishlist = container.resolve<WishlistModuleService>(WISHLIST_MODULE)
    const liked = await wishlist.likedProductIds(input.customerId, [input.productId])
    await wishlist.setLiked(input.customerId, input.productId, input.isLiked)
    return new StepResponse(input.isLiked, { ...input, isLiked: liked.has(input.productId) })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<WishlistModuleService>(WISHLIST_MODULE).setLiked(previous.customerId, previous.productId, previous.isLiked)
  }
)
