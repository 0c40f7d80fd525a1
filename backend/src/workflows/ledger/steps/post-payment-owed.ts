import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { paymentOwedEntries, refundKeys } from "../../../domain/ledger/refunds"
import { LEDGER_MODULE, type LedgerModuleService } from "../../../modules/ledger"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { toCents } from "../../../domain/money"

/**
 * A payment that took the buyer's money and placed no order (Refund due): the whole amount is posted
 * as received and owed back at once, by the key a refund would post it with (so it is posted once,
 * whichever comes first). The ledger is append-only: nothing to undo.
 */
export const postPaymentOwedStep = createStep("post-payment-owed", async ({ paymentId }: { paymentId: string }, { container }) => {
  const payment = await container.resolve<MpesaModuleService>(MPESA_MODULE).retrieveMpesaPayment(paymentId)
  if (payment.state !== "RefundDue" || payment.order_id) return new StepResponse(null)
  const posted = await container.resolve<LedgerModuleService>(LEDGER_MODULE).post({
    key: refundKeys.paymentOwed(paymentId),
    kind: "refund_owed",
    entries: paymentOwedEntries(toCents(Number(payment.amount))),
    paymentId,
  })
  return new StepResponse(posted)
})
