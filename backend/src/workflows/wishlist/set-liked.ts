import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setLikedStep } from "./steps/set-liked"
import { validateLikeableProductStep } from "./steps/validate-likeable-product"

/** Likes or unlikes a product the storefront shows. */
export const setLikedWorkflow = createWorkflow(
  "set-product-liked",
  (input: { customerId: string; productId: string; isLiked: boolean }) => {
    validateLikeableProductStep(input.productId)
    return new WorkflowResponse(setLikedStep(input))
  }
)
