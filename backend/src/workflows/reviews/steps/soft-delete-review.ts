import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findReview } from "../../../queries/reviews/find-review"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import type { Role } from "../../../domain/accounts/roles"
import { forbidden } from "../../../domain/errors"

type Input = { id: string; caller: { customerId: string; role: Role } }

/** Deletes a review for an admin or its author; undone by restoring it. */
export const softDeleteReviewStep = createStep(
  "soft-delete-review",
  async ({ id, caller }: Input, { container }) => {
    const review = await findReview(container, id)
    if (caller.role !== "ROLE_ADMIN" && review.customer_id !== caller.customerId) {
      throw forbidden("You are not allowed to delete this review.")
    }
    await container.resolve<ReviewModuleService>(REVIEW_MODULE).softDeleteReviews(review.id)
    return new StepResponse({ id: review.id, productId: review.product_id, status: review.status }, review.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewModuleService>(REVIEW_MODULE).restoreReviews(id)
  }
)
