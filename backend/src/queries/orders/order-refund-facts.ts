import type { Knex } from "knex"
import { maskShopperPhone, refundDue } from "../../domain/notifications/refund-words"
import type { OrderJson } from "./load-orders"
import { toShillings } from "../../domain/money"

type PaymentFacts = { phone: string; amount: string | number; state: string; receipt: string | null }
type RefundFacts = { amount_cents: string | number; state: "Processing" | "Paid"; receipt: string | null; settled_at: Date | string | null }

/**
 * The shopper's M-Pesa refund on an order, in the amounts she is told (issue item 2): the paying
 * phone masked ("0712 *** 615"), what will be refunded and is not yet sent (`due`), what is on its
 * way, the refunds M-Pesa paid (with their receipts), and what cancelling the rest of the order now
 * would refund (`ifCancelled`, for the cancel dialog). Null when the order was not paid by M-Pesa.
 */
export async function loadShopperRefund(knex: Knex, order: Pick<OrderJson, "_id" | "status" | "payment" | "products">) {
  if (order.payment.method !== "mpesa") return null
  const [payment, refunds] = await Promise.all([
    knex("mpesa_payment")
      .select("phone", "amount", "state", "receipt")
      .where({ order_id: order._id })
      .whereNull("deleted_at")
      .orderByRaw("CASE WHEN state = 'Paid' THEN 0 ELSE 1 END")
      .orderBy("created_at", "desc")
      .first() as Promise<PaymentFacts | undefined>,
    knex("buyer_refund")
      .select("state", "receipt", "settled_at", knex.raw("amount_cents::text AS amount_cents"))
      .where({ order_id: order._id })
      .whereIn("state", ["Processing", "Paid"])
      .whereNull("deleted_at")
      .orderBy("created_at") as Promise<RefundFacts[]>,
  ])
  if (!payment) return null
  const shillings = (row: RefundFacts) => toShillings(row.amount_cents)
  const sentAmount = refunds.reduce((total, row) => total + shillings(row), 0)
  const facts = {
    paid: payment.state === "Paid",
    paymentAmount: Number(payment.amount),
    allCancelled: order.status === "Cancelled",
    cancelledAmount: order.products.filter((line) => line.status === "Cancelled").reduce((total, line) => total + line.totalPrice, 0),
    sentAmount,
  }
  return {
    phone: maskShopperPhone(payment.phone),
    due: refundDue(facts),
    ifCancelled: facts.allCancelled ? 0 : refundDue({ ...facts, allCancelled: true }),
    processing: refunds.filter((row) => row.state === "Processing").reduce((total, row) => total + shillings(row), 0),
    sent: refunds
      .filter((row) => row.state === "Paid")
      .map((row) => ({ amount: shillings(row), receipt: row.receipt, at: row.settled_at })),
  }
}

export type ShopperRefund = NonNullable<Awaited<ReturnType<typeof loadShopperRefund>>>
