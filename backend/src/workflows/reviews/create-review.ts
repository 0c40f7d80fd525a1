import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { createReviewStep } from "./steps/create-review"
import { prepareReviewStep } from "./steps/prepare-review"
import { validateReviewStep } from "./steps/validate-review"

type Input = {
  customerId: string
  /** The author's merchant, when they run one: they may not review their own brand's products. */
  merchantId: string | null
  product: string
  title: string
  review: string
  rating: number
  isRecommended: boolean
}

/**
 * A customer's review of an active product, waiting for approval (one per customer and product;
 * never by the merchant of the product's brand).
 */
export const createReviewWorkflow = createWorkflow("create-review", (input: Input) => {
  const valid = validateReviewStep(
    transform({ input }, ({ input }) => ({ customerId: input.customerId, merchantId: input.merchantId, product: input.product }))
  )
  const prepared = prepareReviewStep(
    transform({ input, valid }, ({ input, valid }) => ({ customerId: input.customerId, productId: valid.productId }))
  )
  const review = createReviewStep(
    transform({ input, valid, prepared }, ({ input, valid, prepared }) => ({
      product_id: valid.productId,
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
