import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { ledgerSettings } from "../../domain/ledger/settings"
import { findLinesBehind } from "../../queries/ledger/line-facts"
import { freezeLineCommissions } from "./freeze-line-commissions"
import { postLineLedgerWorkflow } from "./post-line-ledger"
import { recordMpesaPaymentWorkflow } from "./record-mpesa-payment"
import { loadMpesaPayments } from "../../queries/ledger/line-facts"
import { refundDueNotPosted } from "../../queries/payments/mpesa-payments"
import { recordPaymentOwedWorkflow } from "./record-payment-owed"

export type ReconcileCounts = { frozen: number; payments: number; lines: number; posted: number }

/**
 * The reconciliation job's pass (`now` injectable for tests): freezes the commission of lines a
 * crashed checkout left without one, posts M-Pesa payments of paid orders not yet posted (and of
 * refund-due payments with no order, owed back whole), and
 * brings every line whose ledger is behind its status up to date (missing sales, reversals, refunds
 * due, and earnings whose hold has passed). A crash between a status change and its subscriber
 * loses nothing; everything it posts has its event's key, so nothing is posted twice.
 */
export async function reconcileLedger(container: MedusaContainer, now = new Date()): Promise<ReconcileCounts> {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const frozen = (await freezeLineCommissions(container, null)).length
  const payments = await loadMpesaPayments(knex, null, true)
  for (const payment of payments) await recordMpesaPaymentWorkflow(container).run({ input: { orderId: payment.orderId } })
  const owed = await refundDueNotPosted(knex)
  for (const paymentId of owed) await recordPaymentOwedWorkflow(container).run({ input: { paymentId } })
  const lines = await findLinesBehind(knex, now, ledgerSettings().holdDays)
  let posted = 0
  if (lines.length) {
    const { result } = await postLineLedgerWorkflow(container).run({ input: { lineItemIds: lines, now: now.toISOString() } })
    posted = result.filter((post) => post.posted).length
  }
  return { frozen, payments: payments.length + owed.length, lines: lines.length, posted }
}
