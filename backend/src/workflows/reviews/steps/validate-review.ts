import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findReviewableProduct } from "../../../queries/reviews/review-product"
import { merchantBrandIds } from "../../../queries/orders/order-access"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import { assertMayReview } from "../../../domain/reviews/author-rules"

type Input = { customerId: string; merchantId: string | null; product: string }

/**
 * The product can be reviewed by this customer: it is active (else 404), they have not reviewed
 * it yet, and it is not of their own brand when they are a merchant (400). Returns its id.
 */
export const validateReviewStep = createStep("validate-review", async (input: Input, { container }) => {
  const product = await findReviewableProduct(container, input.product)
  const [[existing], ownBrandIds] = await Promise.all([
    container
      .resolve<ReviewModuleService>(REVIEW_MODULE)
      .listReviews({ product_id: product.id, customer_id: input.customerId }, { take: 1, select: ["id"] }),
    merchantBrandIds(container, input.merchantId),
  ])
  assertMayReview({ alreadyReviewed: !!existing, ownBrandIds }, product)
  return new StepResponse({ productId: product.id })
})
