import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { savePayoutMethodStep } from "./steps/save-payout-method"
import { validatePayoutMethodStep, type PayoutMethodInput } from "./steps/validate-payout-method"

/** A merchant's payout method: an M-Pesa number (paid by B2C) or bank details (paid by hand). */
export const setPayoutMethodWorkflow = createWorkflow("set-payout-method", (input: PayoutMethodInput) => {
  const record = validatePayoutMethodStep(input)
  return new WorkflowResponse(savePayoutMethodStep(record))
})
