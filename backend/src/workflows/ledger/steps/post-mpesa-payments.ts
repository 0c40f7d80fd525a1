import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ledgerKeys, mpesaPaymentEntries } from "../../../domain/ledger/posting"
import { LEDGER_MODULE, type LedgerModuleService, type PostResult } from "../../../modules/ledger"
import { loadMpesaPayments } from "../../../queries/ledger/line-facts"

/** The M-Pesa payments of these orders (null: every paid order not yet posted): received, the delivery fee the shop's, the rest held for the buyer. */
export const postMpesaPaymentsStep = createStep("post-mpesa-payments", async (orderIds: string[] | null, { container }) => {
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  const results: PostResult[] = []
  for (const payment of await loadMpesaPayments(container, orderIds, orderIds === null)) {
    if (payment.amountCents <= 0) continue
    results.push(
      await ledger.post({
        key: ledgerKeys.mpesaPaid(payment.paymentId),
        kind: "mpesa_payment_received",
        entries: mpesaPaymentEntries(payment.amountCents, payment.deliveryFeeCents),
        orderId: payment.orderId,
        paymentId: payment.paymentId,
      })
    )
  }
  return new StepResponse(results)
})
