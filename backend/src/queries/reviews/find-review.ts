import type { MedusaContainer } from "@medusajs/framework/types"
import { REVIEW_MODULE, type ReviewModuleService } from "../../modules/review"
import { notFound } from "../../domain/errors"

export const NO_REVIEW = "No review found."

/** A stored review, or 404 `{ message: "No review found." }`. */
export async function findReview(container: MedusaContainer, id: string) {
  const [review] = await container.resolve<ReviewModuleService>(REVIEW_MODULE).listReviews({ id }, { take: 1 })
  if (!review) {
    throw notFound(NO_REVIEW)
  }
  return review
}
