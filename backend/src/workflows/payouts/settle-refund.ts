import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Settlement } from "../../modules/ledger/payouts"
import { settleRefundStep } from "./steps/settle-refund"

/** A refund's result: Paid (with the receipt), Failed (owed again: "Refund due") or flagged unreconciled; only while Processing. */
export const settleRefundWorkflow = createWorkflow("settle-refund", (input: { refundId: string; settlement: Settlement }) => {
  return new WorkflowResponse(settleRefundStep(input))
})
