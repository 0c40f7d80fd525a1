import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { ledgerKeys, mpesaPaymentEntries } from "../../../domain/ledger/posting"
import { postTransaction, type PostResult } from "../../../modules/ledger/posting"
import { loadMpesaPayments } from "../../../queries/ledger/line-facts"

/** The M-Pesa payments of these orders (null: every paid order not yet posted): received, the delivery fee the shop's, the rest held for the buyer. */
export const postMpesaPaymentsStep = createStep("post-mpesa-payments", async (orderIds: string[] | null, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const results: PostResult[] = []
  for (const payment of await loadMpesaPayments(knex, orderIds, orderIds === null)) {
    if (payment.amountCents <= 0) continue
    results.push(
      await postTransaction(knex, {
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
