import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Settlement } from "../../domain/ledger/b2c-settlement"
import { settlePayoutStep } from "./steps/settle-payout"

/** A payout's result: Paid (in transit → paid out), Failed (back to available) or flagged unreconciled; only while Processing. */
export const settlePayoutWorkflow = createWorkflow("settle-payout", (input: { payoutId: string; settlement: Settlement }) => {
  return new WorkflowResponse(settlePayoutStep(input))
})
