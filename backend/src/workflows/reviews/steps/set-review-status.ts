import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findReview } from "../../../queries/reviews/find-review"
import { moderatedStatus, type Moderation } from "../../../domain/reviews/status-rules"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import type { ReviewStatus } from "../../../domain/reviews/status-rules"

type Input = { id: string; action: Moderation }

/** Approves or rejects a review by the status rules; undone by restoring the previous status. */
export const setReviewStatusStep = createStep(
  "set-review-status",
  async (input: Input, { container }) => {
    const review = await findReview(container, input.id)
    const previous = review.status as ReviewStatus
    const status = moderatedStatus(previous, input.action)
    if (status === previous) {
      return new StepResponse({ id: review.id, productId: review.product_id, status, previous, changed: false })
    }
    await container.resolve<ReviewModuleService>(REVIEW_MODULE).updateReviews({ id: review.id, status })
    return new StepResponse(
      { id: review.id, productId: review.product_id, status, previous, changed: true },
      { id: review.id, status: previous }
    )
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<ReviewModuleService>(REVIEW_MODULE).updateReviews(previous)
  }
)
