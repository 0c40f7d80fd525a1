import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findOrderProducts } from "../orders/order-products"
import { REVIEW_MODULE, type ReviewModuleService } from "../../modules/review"
import { toReviewJson } from "./review-json"
import { pageOf } from "../../domain/paging"
import type { ReviewStatus } from "../../domain/reviews/status-rules"

/** One page of every review (or only those in `status`: the Waiting tab), newest first, for moderation. */
export async function listAllReviews(
  container: MedusaContainer,
  { page, limit, status }: { page: number; limit: number; status?: ReviewStatus }
) {
  const [reviews, count] = await container
    .resolve<ReviewModuleService>(REVIEW_MODULE)
    .listAndCountReviews(status ? { status } : {}, { order: { created_at: "DESC", id: "DESC" }, skip: (page - 1) * limit, take: limit })
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const products = await findOrderProducts(knex, [...new Set(reviews.map((review) => review.product_id))])
  return {
    reviews: reviews.map((review) => {
      const product = products.get(review.product_id)
      return toReviewJson(review, product ? { slug: product.slug, name: product.name, imageUrl: product.imageUrl } : null)
    }),
    ...pageOf(count, { page, limit }),
  }
}
