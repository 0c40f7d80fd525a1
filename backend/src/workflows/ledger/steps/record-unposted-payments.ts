import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadMpesaPayments } from "../../../queries/ledger/line-facts"
import { refundDueNotPosted } from "../../../queries/payments/mpesa-payments"
import { recordMpesaPaymentWorkflow } from "../record-mpesa-payment"
import { recordPaymentOwedWorkflow } from "../record-payment-owed"

/**
 * Posts the M-Pesa payments of paid orders not yet posted, and of refund-due payments with no order
 * (owed back whole), each by its own workflow (its event's key: nothing is posted twice). Returns how
 * many payments it found. The ledger is append-only: nothing to undo.
 */
export const recordUnpostedPaymentsStep = createStep("record-unposted-payments", async (_: void, { container }) => {
  const payments = await loadMpesaPayments(container, null, true)
  for (const payment of payments) await recordMpesaPaymentWorkflow(container).run({ input: { orderId: payment.orderId } })
  const owed = await refundDueNotPosted(container)
  for (const paymentId of owed) await recordPaymentOwedWorkflow(container).run({ input: { paymentId } })
  return new StepResponse(payments.length + owed.length)
})
