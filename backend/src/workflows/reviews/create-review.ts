import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { createReviewStep } from "./steps/create-review"
import { prepareReviewStep } from "./steps/prepare-review"

type Input = {
  customerId: string
  product: string
  title: string
  review: string
  rating: number
  isRecommended: boolean
}

/** A customer's review of an active product, waiting for approval (one per customer and product). */
export const createReviewWorkflow = createWorkflow("create-review", (input: Input) => {
  const prepared = prepareReviewStep(transform({ input }, ({ input }) => ({ customerId: input.customerId, product: input.product })))
  const review = createReviewStep(
    transform({ input, prepared }, ({ input, prepared }) => ({
      product_id: prepared.productId,
      customer_id: input.customerId,
      reviewer_name: prepared.reviewerName,
      title: input.title,
      review: input.review,
      rating: input.rating,
      is_recommended: input.isRecommended,
      verified_purchase: prepared.verifiedPurchase,
    }))
  )
  emitEventStep({
    eventName: ShopEvents.REVIEW_CREATED,
    data: transform({ review }, ({ review }) => ({ id: review.id, productId: review.product_id })),
  })
  return new WorkflowResponse(review)
})
