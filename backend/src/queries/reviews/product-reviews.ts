import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { productReviewsCache } from "../catalogue/list-cache"
import { cachedProductPage, NO_PRODUCT } from "../catalogue/product-page"
import { notFound } from "../../domain/errors"
import { REVIEW_MODULE, type ReviewModuleService } from "../../modules/review"
import { toReviewJson } from "./review-json"
import { summariseRatings } from "../../domain/reviews/summary"

/**
 * A visible product's approved reviews, newest first, with the ratings summary, as JSON text;
 * 404 for no such product. Kept with the catalogue's cached reads until a change clears them.
 */
export async function productReviewsJson(container: MedusaContainer, slug: string): Promise<string> {
  const body = await productReviewsCache.get(slug, async () => {
    const { product } = await cachedProductPage(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), slug)
    if (!product) return null
    const reviews = await container
      .resolve<ReviewModuleService>(REVIEW_MODULE)
      .listReviews({ product_id: product._id, status: "Approved" }, { order: { created_at: "DESC" } })
    const productSummary = { slug: product.slug, name: product.name, imageUrl: product.imageUrl }
    return JSON.stringify({
      reviews: reviews.map((review) => toReviewJson(review, productSummary)),
      ...summariseRatings(reviews.map((review) => review.rating)),
    })
  })
  if (body === null) {
    throw notFound(NO_PRODUCT)
  }
  return body
}
