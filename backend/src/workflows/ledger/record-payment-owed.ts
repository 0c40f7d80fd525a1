import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { postPaymentOwedStep } from "./steps/post-payment-owed"

/** A payment became Refund due with no order: its whole amount posted as received and owed back, once. */
export const recordPaymentOwedWorkflow = createWorkflow("record-payment-owed", (input: { paymentId: string }) => {
  return new WorkflowResponse(postPaymentOwedStep(input))
})
