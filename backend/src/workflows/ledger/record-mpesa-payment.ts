import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { postMpesaPaymentsStep } from "./steps/post-mpesa-payments"

/** An order paid by M-Pesa was placed: the payment is posted (received, held for the buyer), once per payment. */
export const recordMpesaPaymentWorkflow = createWorkflow("record-mpesa-payment", (input: { orderId: string }) => {
  const posted = postMpesaPaymentsStep([input.orderId])
  return new WorkflowResponse(posted)
})
