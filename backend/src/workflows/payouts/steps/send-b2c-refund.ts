import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { REFUND_MODULE, type RefundModuleService, type RefundRow } from "../../../modules/refund"
import { settleRefund } from "./refund-ledger"

/**
 * Sends a refund as a B2C BusinessPayment to the phone that paid (the M-Pesa module's `sendB2c`),
 * with the refund's id as its OriginatorConversationID (Daraja refuses a repeat: a retry cannot pay
 * twice). Accepted, an unknown outcome (a 5xx) or "Duplicate": it stays Processing until the result,
 * or Transaction Status after the timeout. Refused: it fails and the money is owed again ("Refund
 * due"), unless it was sent before (a retry). Never throws: a refund that may have been sent is never undone.
 */
export const sendB2cRefundStep = createStep("send-b2c-refund", async (refund: RefundRow, { container }) => {
  const refunds = container.resolve<RefundModuleService>(REFUND_MODULE)
  const outcome = await container.resolve<MpesaModuleService>(MPESA_MODULE).sendB2c({
    id: refund.id,
    noun: "refund",
    amountCents: Number(refund.amount_cents),
    phone: refund.phone,
    remarks: "Duka order refund",
    sentBefore: Number(refund.attempts) > 0 || !!refund.sent_at,
  })
  if (outcome.sent) await refunds.recordSent(refund.id, outcome.conversationId, outcome.reason)
  else await settleRefund(container, refund.id, { state: "Failed", reason: outcome.reason, resultCode: outcome.resultCode })
  return new StepResponse((await refunds.refundRow(refund.id)) as RefundRow)
})
