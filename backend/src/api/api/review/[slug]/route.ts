import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { productReviews } from "../../../../lib/reviews/product-reviews"

/** A visible product's approved reviews, newest first, with the ratings summary. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json(await productReviews(req.scope, req.params.slug))
}
