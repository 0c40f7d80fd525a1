import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { paymentOwedEntries, refundKeys } from "../../../domain/ledger/refunds"
import { postTransaction } from "../../../modules/ledger/posting"
import { MPESA_MODULE } from "../../../modules/mpesa"
import type MpesaModuleService from "../../../modules/mpesa/service"

/**
 * A payment that took the buyer's money and placed no order (Refund due): the whole amount is posted
 * as received and owed back at once, by the key a refund would post it with (so it is posted once,
 * whichever comes first). The ledger is append-only: nothing to undo.
 */
export const postPaymentOwedStep = createStep("post-payment-owed", async ({ paymentId }: { paymentId: string }, { container }) => {
  const payment = await container.resolve<MpesaModuleService>(MPESA_MODULE).retrieveMpesaPayment(paymentId)
  if (payment.state !== "RefundDue" || payment.order_id) return new StepResponse(null)
  const posted = await postTransaction(container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), {
    key: refundKeys.paymentOwed(paymentId),
    kind: "refund_owed",
    entries: paymentOwedEntries(Math.round(Number(payment.amount) * 100)),
    paymentId,
  })
  return new StepResponse(posted)
})
