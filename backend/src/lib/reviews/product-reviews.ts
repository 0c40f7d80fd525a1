import type { MedusaContainer } from "@medusajs/framework/types"
import { findVisibleProduct } from "../catalog/product-page"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"
import { toReviewJson } from "./review-json"
import { summariseRatings } from "./summary"

/** A visible product's approved reviews, newest first, with the ratings summary; 404 for no such product. */
export async function productReviews(container: MedusaContainer, slug: string) {
  const product = await findVisibleProduct(container, slug)
  const reviews = await container
    .resolve<ReviewModuleService>(REVIEW_MODULE)
    .listReviews({ product_id: product._id, status: "Approved" }, { order: { created_at: "DESC" } })
  const productSummary = { slug: product.slug, name: product.name, imageUrl: product.imageUrl }
  return {
    reviews: reviews.map((review) => toReviewJson(review, productSummary)),
    ...summariseRatings(reviews.map((review) => review.rating)),
  }
}
