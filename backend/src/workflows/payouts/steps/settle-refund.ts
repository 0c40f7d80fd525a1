import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Settlement } from "../../../domain/ledger/b2c-settlement"
import { settleRefund } from "./refund-ledger"

/** Settles a Processing refund once (see settleRefund); ledger rows are never deleted, so it is a workflow's last step. */
export const settleRefundStep = createStep("settle-refund", async (input: { refundId: string; settlement: Settlement }, { container }) => {
  return new StepResponse(await settleRefund(container, input.refundId, input.settlement))
})
