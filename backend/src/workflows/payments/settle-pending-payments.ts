import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settlePendingMpesaPaymentsStep } from "./steps/settle-pending-payments"


/**
 * The M-Pesa job's pass (`now` injectable for tests, ISO): pending payments at least a minute old are
 * asked about with an STK query and settled like a callback would; those past their expiry with no
 * result expire (their held stock released); successes claimed for Failed or Expired payments are
 * asked about again; a paid payment whose order a crash kept back gets its order (or becomes Refund
 * due). Answers { settled, expired, ordered }.
 */
export const settlePendingMpesaPaymentsWorkflow = createWorkflow("settle-pending-mpesa-payments", (input: { now?: string }) => {
  return new WorkflowResponse(settlePendingMpesaPaymentsStep(input))
})
