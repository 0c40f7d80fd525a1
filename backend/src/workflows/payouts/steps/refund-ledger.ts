import type { MedusaContainer } from "@medusajs/framework/types"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../../domain/errors"
import { SHOP_ACCOUNTS } from "../../../domain/ledger/accounts"
import type { Settlement } from "../../../domain/ledger/b2c-settlement"
import type { SettleStep } from "../../../domain/ledger/payouts"
import {
  REFUND_ACCOUNTS,
  REFUND_MESSAGES,
  orderRestEntries,
  paymentOwedEntries,
  refundFailedEntries,
  refundKeys,
  refundLateSettledEntries,
  refundPart,
  refundSettledEntries,
  refundStartedEntries,
} from "../../../domain/ledger/refunds"
import { LEDGER_MODULE, type LedgerModuleService } from "../../../modules/ledger"
import { REFUND_MODULE, type RefundModuleService, type RefundRow, type RefundSubject } from "../../../modules/refund"
import { writeSettlement, type SettlementPosts } from "./write-settlement"

const servicesOf = (container: MedusaContainer) => ({
  ledger: container.resolve<LedgerModuleService>(LEDGER_MODULE),
  refunds: container.resolve<RefundModuleService>(REFUND_MODULE),
})

/**
 * Starts refunding what a payment owes, in ONE database transaction (the ledger module's, joined by
 * the refund module): the refund accounts locked (a second approval waits here, then finds nothing
 * owed: 409), what is still held for the buyer moved into owed (an orphan payment, an order cancelled
 * whole: once, by key), the owed amount read under the lock, and a refund row for one B2C part
 * (refundPart) with its `refund-started` post.
 */
export async function startRefund(container: MedusaContainer, subject: RefundSubject, requestedBy: string | null): Promise<RefundRow> {
  const { ledger, refunds } = servicesOf(container)
  return ledger.withTransaction(async (ctx) => {
    await ledger.lockAccounts(REFUND_ACCOUNTS, ctx)
    const refs = { orderId: subject.orderId, paymentId: subject.paymentId }
    const sum = (account: string) => ledger.subjectSum(account, subject.paymentId, subject.orderId, ctx)
    if (subject.orphan) {
      await ledger.insertPost({ key: refundKeys.paymentOwed(subject.paymentId), kind: "refund_owed", entries: paymentOwedEntries(subject.paymentCents), ...refs }, ctx)
    }
    if (subject.orderId && subject.allCancelled && !(await ledger.postedAt([refundKeys.orderRest(subject.orderId)], ctx)).size) {
      const clearing = await sum(SHOP_ACCOUNTS.customerClearing)
      const fee = await sum(SHOP_ACCOUNTS.deliveryFees)
      if (clearing !== 0 || fee !== 0) {
        await ledger.insertPost({ key: refundKeys.orderRest(subject.orderId), kind: "refund_owed", entries: orderRestEntries(clearing, fee), ...refs }, ctx)
      }
    }
    const cents = refundPart(await sum(SHOP_ACCOUNTS.refunds))
    if (!cents) throw conflict(REFUND_MESSAGES.nothingOwed)
    const id = generateEntityId(undefined, "rfnd")
    await ledger.insertPost({ key: refundKeys.started(id), kind: "refund", entries: refundStartedEntries(cents), ...refs }, ctx)
    return refunds.insertRefund({ id, subject, amountCents: cents, requestedBy }, ctx)
  })
}

/**
 * Settles a refund as writeSettlement decides (see settleStep): Paid posts `refund-settled` (in
 * transit → out of the B2C utility account) with the receipt; a confirmed Failed posts
 * `refund-failed` (back to owed: "Refund due"); a claimed failure only records the claim; a success
 * for a Failed refund posts `refund-late-settled` (owed → out) and flags it; Mismatch flags it.
 * Anything else (a duplicate result) changes nothing (`changed: false`). One database transaction,
 * the refund accounts then the refund row locked.
 */
export async function settleRefund(
  container: MedusaContainer,
  refundId: string,
  settlement: Settlement
): Promise<{ changed: boolean; step: SettleStep; refund: RefundRow | null }> {
  const { ledger, refunds } = servicesOf(container)
  return ledger.withTransaction(async (ctx) => {
    await ledger.lockAccounts(REFUND_ACCOUNTS, ctx)
    const refund = await refunds.lockRefund(refundId, ctx)
    if (!refund) return { changed: false, step: "none" as const, refund: null }
    const cents = Number(refund.amount_cents)
    const refs = { orderId: refund.order_id, paymentId: refund.payment_id }
    const plans = {
      Paid: { key: refundKeys.settled(refundId), kind: "refund_settled", entries: refundSettledEntries(cents) },
      Failed: { key: refundKeys.failed(refundId), kind: "refund_failed", entries: refundFailedEntries(cents) },
      LatePaid: { key: refundKeys.lateSettled(refundId), kind: "refund_late_settled", entries: refundLateSettledEntries(cents) },
    }
    const posts: SettlementPosts = {
      noun: "refund",
      post: async (kind) => {
        await ledger.insertPost({ ...plans[kind], ...refs }, ctx)
      },
      // What the payment owes its buyer, below zero: refunded twice.
      overpaidCents: async () =>
        Math.min(cents, Math.max(0, -(await ledger.subjectSum(SHOP_ACCOUNTS.refunds, refund.payment_id, refund.order_id, ctx)))),
      lateAllowed: true,
    }
    const { step, row } = await writeSettlement(refund, settlement, posts, (values) => refunds.updateRefund(refundId, values, ctx))
    return { changed: step !== "none", step, refund: row }
  })
}
