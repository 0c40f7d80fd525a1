import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../domain/errors"
import { SHOP_ACCOUNTS } from "../../domain/ledger/accounts"
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
  type RefundState,
} from "../../domain/ledger/refunds"
import type { SettleStep } from "../../domain/ledger/payouts"
import { insertPost, lockAccounts } from "./posting"
import { recordB2cSent, recordB2cStatusQuery } from "./payouts"
import { writeSettlement, type B2cRequestColumns, type Settlement, type SettlementPosts } from "./settlement"

export type RefundRow = {
  id: string
  payment_id: string
  order_id: string | null
  customer_id: string | null
  amount_cents: string | number
  phone: string
  state: RefundState
} & B2cRequestColumns

/** The refund's subject: one M-Pesa payment, and its order when one was placed. */
export type RefundSubject = {
  paymentId: string
  orderId: string | null
  customerId: string | null
  /** The paying phone, as Daraja wants it (2547… / 2541…). */
  phone: string
  /** The whole payment, in cents. */
  paymentCents: number
  /** Paid but no order (RefundDue): the whole payment is owed. */
  orphan: boolean
  /** Every line of the order is cancelled: the rest held for the buyer (rounding, delivery fee) is owed too. */
  allCancelled: boolean
}

/** Σ of an account's entries over the transactions of this payment or its order (each entry once). */
export async function subjectSum(db: Knex | Knex.Transaction, account: string, paymentId: string, orderId: string | null) {
  const { rows } = await db.raw(
    `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
     WHERE e.account_id = ? AND (t.payment_id = ? OR (?::text IS NOT NULL AND t.order_id = ?::text))`,
    [account, paymentId, orderId, orderId]
  )
  return Number(rows[0]?.total ?? 0)
}

const posted = async (db: Knex | Knex.Transaction, key: string) => !!(await db("ledger_transaction").select("id").where({ key }).first())

/**
 * What the subject owes its buyer now, in cents, as a first refund would count it (read-only; the
 * same arithmetic as startRefund under its locks). Its reads share one snapshot: a line's refund-due
 * post (clearing → refunds) committing between two of them would otherwise be counted in neither.
 */
export async function owedOf(knex: Knex, subject: RefundSubject): Promise<number> {
  return knex.transaction(
    async (trx) => {
      let owed = await subjectSum(trx, SHOP_ACCOUNTS.refunds, subject.paymentId, subject.orderId)
      if (subject.orphan && !(await posted(trx, refundKeys.paymentOwed(subject.paymentId)))) owed += subject.paymentCents
      if (subject.orderId && subject.allCancelled && !(await posted(trx, refundKeys.orderRest(subject.orderId)))) {
        owed += await subjectSum(trx, SHOP_ACCOUNTS.customerClearing, subject.paymentId, subject.orderId)
        owed += await subjectSum(trx, SHOP_ACCOUNTS.deliveryFees, subject.paymentId, subject.orderId)
      }
      return owed
    },
    { isolationLevel: "repeatable read", readOnly: true }
  )
}

/**
 * Starts refunding what a payment owes, in ONE database transaction: the refund accounts locked (a
 * second approval waits here, then finds nothing owed: 409), what is still held for the buyer moved
 * into owed (an orphan payment, an order cancelled whole: once, by key), the owed amount read under
 * the lock, and a refund row for one B2C part (refundPart) with its `refund-started` post.
 */
export async function startRefund(knex: Knex, subject: RefundSubject, requestedBy: string | null): Promise<RefundRow> {
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, REFUND_ACCOUNTS)
    const refs = { orderId: subject.orderId, paymentId: subject.paymentId }
    if (subject.orphan) {
      await insertPost(trx, { key: refundKeys.paymentOwed(subject.paymentId), kind: "refund_owed", entries: paymentOwedEntries(subject.paymentCents), ...refs })
    }
    if (subject.orderId && subject.allCancelled && !(await posted(trx, refundKeys.orderRest(subject.orderId)))) {
      const clearing = await subjectSum(trx, SHOP_ACCOUNTS.customerClearing, subject.paymentId, subject.orderId)
      const fee = await subjectSum(trx, SHOP_ACCOUNTS.deliveryFees, subject.paymentId, subject.orderId)
      if (clearing !== 0 || fee !== 0) {
        await insertPost(trx, { key: refundKeys.orderRest(subject.orderId), kind: "refund_owed", entries: orderRestEntries(clearing, fee), ...refs })
      }
    }
    const cents = refundPart(await subjectSum(trx, SHOP_ACCOUNTS.refunds, subject.paymentId, subject.orderId))
    if (!cents) throw conflict(REFUND_MESSAGES.nothingOwed)
    const id = generateEntityId(undefined, "rfnd")
    await insertPost(trx, { key: refundKeys.started(id), kind: "refund", entries: refundStartedEntries(cents), ...refs })
    const [row] = await trx("buyer_refund")
      .insert({
        id,
        payment_id: subject.paymentId,
        order_id: subject.orderId,
        customer_id: subject.customerId,
        amount_cents: cents,
        phone: subject.phone,
        state: "Processing",
        requested_by: requestedBy,
      })
      .returning("*")
    return row as RefundRow
  })
}

/**
 * Settles a refund as writeSettlement decides (see settleStep): Paid posts `refund-settled` (in
 * transit → out of the B2C utility account) with the receipt; a confirmed Failed posts
 * `refund-failed` (back to owed: "Refund due"); a claimed failure only records the claim; a success
 * for a Failed refund posts `refund-late-settled` (owed → out) and flags it; Mismatch flags it.
 * Anything else (a duplicate result) changes nothing (`changed: false`).
 */
export async function settleRefund(
  knex: Knex,
  refundId: string,
  settlement: Settlement
): Promise<{ changed: boolean; step: SettleStep; refund: RefundRow | null }> {
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, REFUND_ACCOUNTS)
    const refund = (await trx("buyer_refund").where({ id: refundId }).forUpdate().first()) as RefundRow | undefined
    if (!refund) return { changed: false, step: "none", refund: null }
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
        await insertPost(trx, { ...plans[kind], ...refs })
      },
      // What the payment owes its buyer, below zero: refunded twice.
      overpaidCents: async () => Math.min(cents, Math.max(0, -(await subjectSum(trx, SHOP_ACCOUNTS.refunds, refund.payment_id, refund.order_id)))),
      lateAllowed: true,
    }
    const { step, row } = await writeSettlement(trx, "buyer_refund", refund, settlement, posts)
    return { changed: step !== "none", step, refund: row }
  })
}

/** Daraja accepted the B2C request (or its outcome is unknown): one more attempt, and its ConversationID when known. */
export async function recordRefundSent(knex: Knex, refundId: string, conversationId: string | null, reason: string | null = null) {
  await recordB2cSent(knex, "buyer_refund", refundId, conversationId, reason)
}

export async function recordRefundStatusQuery(knex: Knex, refundId: string, at: Date) {
  await recordB2cStatusQuery(knex, "buyer_refund", refundId, at)
}
