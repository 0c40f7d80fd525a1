import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settlePayoutStep } from "./steps/settle-payout"
import { validateBankPayoutStep } from "./steps/validate-bank-payout"

/** An admin paid a bank payout by hand: Paid with the bank's reference. Marking it again changes nothing. */
export const markBankPayoutPaidWorkflow = createWorkflow("mark-bank-payout-paid", (input: { payoutId: string; reference: string }) => {
  const payoutId = validateBankPayoutStep(input)
  return new WorkflowResponse(
    settlePayoutStep(transform({ payoutId, input }, ({ payoutId, input }) => ({ payoutId, settlement: { state: "Paid" as const, receipt: input.reference } })))
  )
})
