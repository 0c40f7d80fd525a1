import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { bodyOf } from "../../http/validate"
import { listWishlist } from "../../../queries/wishlist/list-wishlist"
import { setLikedWorkflow } from "../../../workflows/wishlist/set-liked"
import type { LikeBody } from "./validators"

/** Likes or unlikes a visible product. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { product, isLiked } = bodyOf<typeof LikeBody>(req)
  await setLikedWorkflow(req.scope).run({ input: { customerId: req.account.customerId, productId: product, isLiked } })
  res.json({
    success: true,
    message: isLiked ? "Added to your wishlist." : "Removed from your wishlist.",
  })
}

/** The caller's liked products, newest first; a deleted product drops out. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ wishlist: await listWishlist(req.scope, req.account.customerId) })
}
