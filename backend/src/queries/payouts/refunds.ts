import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { notFound } from "../../domain/errors"
import { refundPart } from "../../domain/ledger/refunds"
import { orderNumber } from "../../domain/orders/order-number"
import { darajaPhone } from "../../domain/payments/mpesa"
import type { RefundRow, RefundSubject } from "../../modules/refund"
import { toCents, toShillings } from "../../domain/money"
import { b2cStateJson } from "./payouts"
import { owedOf } from "./refund-owed"
import { findStaleProcessing } from "./stale"

/** A phone shown to staff: the country code and network prefix, then only its last three digits. */
export const maskPhone = (phone: string | null) => {
  const digits = String(phone ?? "").replace(/\D/g, "")
  return digits ? `${digits.slice(0, 6)}***${digits.slice(-3)}` : null
}

type PaymentRow = { id: string; order_id: string | null; customer_id: string; phone: string; amount: number; state: string; receipt: string | null; display_id: number | null }

async function paymentRow(knex: Knex, paymentId: string) {
  const { rows } = await knex.raw(
    `SELECT p.id, p.order_id, p.customer_id, p.phone, p.amount, p.state, p.receipt, o.display_id
     FROM mpesa_payment p LEFT JOIN "order" o ON o.id = p.order_id
     WHERE p.id = ? AND p.deleted_at IS NULL`,
    [paymentId]
  )
  return (rows[0] as PaymentRow | undefined) ?? null
}

async function allLinesCancelled(knex: Knex, orderId: string) {
  const { rows } = await knex.raw(
    `SELECT COUNT(*)::int AS lines, COUNT(*) FILTER (WHERE status = 'Cancelled')::int AS cancelled
     FROM order_line WHERE order_id = ? AND deleted_at IS NULL`,
    [orderId]
  )
  return rows[0].lines > 0 && rows[0].lines === rows[0].cancelled
}

/**
 * The payment as a refund's subject, or null when it is not one: only an M-Pesa payment that took
 * the buyer's money (Paid with its order, or RefundDue: paid after expiry with no order) can owe it back.
 */
export async function refundSubject(knex: Knex, paymentId: string): Promise<RefundSubject | null> {
  const payment = await paymentRow(knex, paymentId)
  if (!payment) return null
  const orphan = payment.state === "RefundDue" && !payment.order_id
  if (!orphan && !(payment.state === "Paid" && payment.order_id)) return null
  return {
    paymentId: payment.id,
    orderId: payment.order_id,
    customerId: payment.customer_id,
    phone: darajaPhone(payment.phone),
    paymentCents: toCents(Number(payment.amount)),
    orphan,
    allCancelled: payment.order_id ? await allLinesCancelled(knex, payment.order_id) : false,
  }
}

export const refundJson = (row: RefundRow & { display_id?: number | null }) => ({
  _id: row.id,
  paymentId: row.payment_id,
  orderId: row.order_id,
  orderNumber: row.display_id ? orderNumber(Number(row.display_id)) : null,
  amount: toShillings(Number(row.amount_cents)),
  phone: maskPhone(row.phone),
  ...b2cStateJson(row),
})

/**
 * Admins' "Refunds due": each M-Pesa payment that owes its buyer at least Kes. 10 now (a cancelled
 * paid line or order, or a payment that came too late to place its order) and has no refund on its
 * way, with the amount the next refund sends and the reason of the last failed one; and every refund
 * (failed and unreconciled first, then processing, then paid; newest first).
 */
export async function listRefunds(container: MedusaContainer, limit = 200) {
  const knex = knexOf(container)
  const { rows: candidates } = await knex.raw(
    `SELECT p.id FROM mpesa_payment p
     WHERE p.deleted_at IS NULL
       AND ((p.state = 'RefundDue' AND p.order_id IS NULL)
         OR (p.state = 'Paid' AND p.order_id IS NOT NULL
             AND EXISTS (SELECT 1 FROM order_line ol WHERE ol.order_id = p.order_id AND ol.status = 'Cancelled' AND ol.deleted_at IS NULL)))
       AND NOT EXISTS (SELECT 1 FROM buyer_refund r WHERE r.payment_id = p.id AND r.state = 'Processing' AND r.deleted_at IS NULL)
     ORDER BY p.created_at LIMIT ${Number(limit)}`
  )
  const due: {
    paymentId: string
    orderId: string | null
    orderNumber: string | null
    phone: string | null
    owed: number
    amount: number
    paymentReceipt: string | null
    lastFailure: string | null
  }[] = []
  for (const { id } of candidates as { id: string }[]) {
    const subject = await refundSubject(knex, id)
    if (!subject) continue
    const owed = await owedOf(knex, subject)
    if (!refundPart(owed)) continue
    const payment = (await paymentRow(knex, id))!
    const lastFailed = await knex("buyer_refund").select("reason").where({ payment_id: id, state: "Failed" }).whereNull("deleted_at").orderBy("created_at", "desc").first()
    due.push({
      paymentId: id,
      orderId: subject.orderId,
      orderNumber: payment.display_id ? orderNumber(Number(payment.display_id)) : null,
      phone: maskPhone(subject.phone),
      owed: toShillings(owed),
      amount: toShillings(refundPart(owed)),
      paymentReceipt: payment.receipt,
      lastFailure: (lastFailed?.reason as string | undefined) ?? null,
    })
  }
  const { rows } = await knex.raw(
    `SELECT r.*, r.amount_cents::text AS amount_cents, o.display_id
     FROM buyer_refund r LEFT JOIN "order" o ON o.id = r.order_id
     WHERE r.deleted_at IS NULL
     ORDER BY CASE WHEN r.state = 'Failed' THEN 0 WHEN r.unreconciled THEN 1 WHEN r.state = 'Processing' THEN 2 ELSE 3 END,
              r.created_at DESC, r.id
     LIMIT ${Number(limit)}`
  )
  return { due, refunds: (rows as RefundRow[]).map(refundJson) }
}

export async function findRefund(knex: Knex, id: string) {
  const row = await knex("buyer_refund").select("*", knex.raw("amount_cents::text AS amount_cents")).where({ id }).whereNull("deleted_at").first()
  return (row as RefundRow | undefined) ?? null
}

/** Processing refunds with no result `timeoutSeconds` after they were sent (or last asked about). */
export async function findStaleRefunds(container: MedusaContainer, now: Date, timeoutSeconds: number, limit = 100): Promise<string[]> {
  const knex = knexOf(container)
  return findStaleProcessing(knex, "buyer_refund", {}, now, timeoutSeconds, limit)
}

/**
 * The buyer's view of an order's refunds (404 unless the order is theirs): "Refunded" with the
 * receipt once every refund sent is paid and nothing more is owed, "Refund processing" while one is
 * on its way, else null (the order's payment state says "Refund due" or "Paid").
 */
export async function refundsForBuyer(container: MedusaContainer, orderId: string, customerId: string) {
  const knex = knexOf(container)
  const order = await knex("order").select("id", "customer_id").where({ id: orderId }).whereNull("deleted_at").first()
  if (!order || order.customer_id !== customerId) throw notFound("No order found.")
  const rows = (await knex("buyer_refund")
    .select("*", knex.raw("amount_cents::text AS amount_cents"))
    .where({ order_id: orderId })
    .whereIn("state", ["Processing", "Paid"])
    .whereNull("deleted_at")
    .orderBy("created_at")) as RefundRow[]
  const paid = rows.filter((row) => row.state === "Paid")
  const state = rows.some((row) => row.state === "Processing") ? "Refund processing" : paid.length ? "Refunded" : null
  return {
    state,
    amount: toShillings(paid.reduce((total, row) => total + Number(row.amount_cents), 0)),
    receipts: paid.map((row) => row.receipt).filter((receipt): receipt is string => !!receipt),
    refunds: rows.map((row) => ({ _id: row.id, amount: toShillings(Number(row.amount_cents)), state: row.state, receipt: row.receipt, settledAt: row.settled_at })),
  }
}

/** The reads a refund's approval makes, over the shop's database. */
export const refundApprovalReader = (container: MedusaContainer) => {
  const knex = knexOf(container)
  return {
    paymentExists: async (paymentId: string) => !!(await knex("mpesa_payment").select("id").where({ id: paymentId }).whereNull("deleted_at").first()),
    subject: (paymentId: string) => refundSubject(knex, paymentId),
    owed: (subject: RefundSubject) => owedOf(knex, subject),
  }
}
