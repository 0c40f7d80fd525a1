import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendB2cRefundStep } from "./steps/send-b2c-refund"
import { validateRefundRetryStep } from "./steps/validate-refund-retry"

/** An admin sends a Processing refund again with the same OriginatorConversationID: Daraja refuses a repeat, so it is never paid twice. */
export const retryRefundWorkflow = createWorkflow("retry-refund", (input: { refundId: string }) => {
  const refund = validateRefundRetryStep(input)
  return new WorkflowResponse(sendB2cRefundStep(refund))
})
