import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid, notFound } from "../../../domain/errors"
import { REFUND_MESSAGES } from "../../../domain/ledger/refunds"
import { REFUND_MODULE, type RefundModuleService } from "../../../modules/refund"

/** Only a refund still Processing is sent again (404 unknown; 400 one already Paid or Failed). */
export const validateRefundRetryStep = createStep("validate-refund-retry", async (input: { refundId: string }, { container }) => {
  const refund = await container.resolve<RefundModuleService>(REFUND_MODULE).liveRefundRow(input.refundId)
  if (!refund) throw notFound("No refund found.")
  if (refund.state !== "Processing") throw invalid(REFUND_MESSAGES.notRetryable)
  return new StepResponse(refund)
})
