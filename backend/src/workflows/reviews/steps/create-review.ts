import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import { ALREADY_REVIEWED } from "../../../domain/reviews/author-rules"
import { invalid } from "../../../domain/errors"

export type NewReview = {
  product_id: string
  customer_id: string
  reviewer_name: string
  title: string
  review: string
  rating: number
  is_recommended: boolean
  verified_purchase: boolean
}

/** Stores a review waiting for approval; undone by deleting it. */
export const createReviewStep = createStep(
  "create-review",
  async (input: NewReview, { container }) => {
    const reviews = container.resolve<ReviewModuleService>(REVIEW_MODULE)
    try {
      const review = await reviews.createReviews({ ...input, status: "Waiting Approval" })
      return new StepResponse(review, review.id)
    } catch (error) {
      // Two requests at once: the unique index on (product, customer) keeps one.
      if ((error as MedusaError).type === MedusaError.Types.DUPLICATE_ERROR) {
        throw invalid(ALREADY_REVIEWED)
      }
      throw error
    }
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewModuleService>(REVIEW_MODULE).deleteReviews(id)
  }
)
