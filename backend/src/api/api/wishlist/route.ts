import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { bodyOf } from "../../http/validate"
import { listWishlist, setLiked } from "../../../workflows/wishlist/wishlist"
import type { LikeBody } from "./validators"

/** Likes or unlikes a visible product. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { product, isLiked } = bodyOf<typeof LikeBody>(req)
  await setLiked(req.scope, req.account.customerId, product, isLiked)
  res.json({
    success: true,
    message: isLiked ? "Added to your wishlist." : "Removed from your wishlist.",
  })
}

/** The caller's liked products, newest first; a deleted product drops out. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ wishlist: await listWishlist(req.scope, req.account.customerId) })
}
