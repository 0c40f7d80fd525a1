import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { productReviewsJson } from "../../../../queries/reviews/product-reviews"

/** A visible product's approved reviews, newest first, with the ratings summary. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.type("application/json").send(await productReviewsJson(req.scope, req.params.slug))
}
