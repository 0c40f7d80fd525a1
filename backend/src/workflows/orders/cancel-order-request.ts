import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { cancelShopOrderWorkflow } from "./cancel-shop-order"
import { validateOrderCancelStep } from "./steps/validate-order-change"

/** The buyer or an admin cancels a whole order; every line's stock goes back. */
export const cancelOrderRequestWorkflow = createWorkflow(
  "cancel-order-request",
  (input: { account: RequestAccount; orderId: string }) => {
    const cancel = validateOrderCancelStep(input)
    cancelShopOrderWorkflow.runAsStep({ input: cancel })
    return new WorkflowResponse(true)
  }
)
