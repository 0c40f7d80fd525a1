import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findProductBySlug } from "../../../../lib/catalog/list-products"
import { toReviewJson } from "../../../../lib/reviews/review-json"
import { summariseRatings } from "../../../../lib/reviews/summary"
import { REVIEW_MODULE } from "../../../../modules/review"
import ReviewModuleService from "../../../../modules/review/service"

/** A visible product's approved reviews, newest first, with the ratings summary. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const product = await findProductBySlug(knex, req.params.slug)
  if (!product) {
    return res.status(404).json({ message: "No product found." })
  }
  const reviewModule: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const reviews = await reviewModule.listReviews(
    { product_id: product._id, status: "Approved" },
    { order: { created_at: "DESC" } }
  )
  const productSummary = { slug: product.slug, name: product.name, imageUrl: product.imageUrl }
  res.json({
    reviews: reviews.map((review) => toReviewJson(review, productSummary)),
    ...summariseRatings(reviews.map((review) => review.rating)),
  })
}
