import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MPESA_MODULE, resultMessage, type MpesaModuleService } from "../../modules/mpesa"
import { MPESA_MESSAGES, type MpesaState } from "../../domain/payments/mpesa"
import { notFound } from "../../domain/errors"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderRef } from "../orders/order-refs"
import { mpesaSettings } from "../../config/mpesa"

/** What a cart's lines take from each inventory item, and where Medusa keeps that item's stock. */
export async function cartStockNeeds(container: MedusaContainer, cartId: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT need.inventory_item_id, need.quantity::int AS quantity,
       (SELECT il.location_id FROM inventory_level il WHERE il.inventory_item_id = need.inventory_item_id AND il.deleted_at IS NULL
        ORDER BY il.created_at LIMIT 1) AS location_id
     FROM (
       SELECT vii.inventory_item_id, sum(li.quantity * vii.required_quantity) AS quantity
       FROM cart_line_item li
       JOIN product_variant v ON v.id = li.variant_id AND v.manage_inventory AND v.deleted_at IS NULL
       JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
       WHERE li.cart_id = ? AND li.deleted_at IS NULL
       GROUP BY vii.inventory_item_id) need
     ORDER BY need.inventory_item_id`,
    [cartId]
  )
  return (rows as { inventory_item_id: string; quantity: number; location_id: string | null }[]).filter((row) => row.location_id)
}

/** The reservations that hold a pending payment's stock (tagged with the payment's id, on no line item). */
export async function paymentHolds(container: MedusaContainer, paymentId: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT id, inventory_item_id FROM reservation_item WHERE metadata->>'mpesa_payment_id' = ? AND line_item_id IS NULL AND deleted_at IS NULL`,
    [paymentId]
  )
  return rows as { id: string; inventory_item_id: string }[]
}

export type DuePayment = { id: string; checkout_request_id: string | null; expires_at: Date }

/** Pending payments whose prompt is at least `minAgeMs` old (the job queries those), oldest first. */
export async function duePendingPayments(container: MedusaContainer, now: Date, minAgeMs: number, limit = 50): Promise<DuePayment[]> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT id, checkout_request_id, expires_at FROM mpesa_payment
     WHERE state = 'Pending' AND deleted_at IS NULL AND created_at <= ?
     ORDER BY created_at LIMIT ?`,
    [new Date(now.getTime() - minAgeMs), limit]
  )
  return rows as DuePayment[]
}

/** Paid payments whose order a crash kept from being placed (settled a while ago, no order yet). */
export async function paidWithoutOrder(container: MedusaContainer, settledBefore: Date, limit = 20) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT id FROM mpesa_payment WHERE state = 'Paid' AND order_id IS NULL AND deleted_at IS NULL AND settled_at <= ?
     ORDER BY settled_at LIMIT ?`,
    [settledBefore, limit]
  )
  return (rows as { id: string }[]).map((row) => row.id)
}

/** Failed or Expired payments whose success a callback claimed and Daraja has not yet confirmed or denied. */
export async function unconfirmedClaims(container: MedusaContainer, claimedBefore: Date, limit = 20) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT id FROM mpesa_payment WHERE state IN ('Failed', 'Expired') AND claimed_receipt IS NOT NULL AND claimed_at <= ? AND deleted_at IS NULL
     ORDER BY claimed_at LIMIT ?`,
    [claimedBefore, limit]
  )
  return (rows as { id: string }[]).map((row) => row.id)
}

/** Refund-due payments with no order whose money is not yet posted as owed back (a crash after the claim). */
export async function refundDueNotPosted(container: MedusaContainer, limit = 100) {
  const { rows } = await container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION).raw(
    `SELECT p.id FROM mpesa_payment p
     WHERE p.state = 'RefundDue' AND p.order_id IS NULL AND p.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM ledger_transaction t WHERE t.key = 'payment-refund-due:' || p.id)
     ORDER BY p.settled_at LIMIT ?`,
    [limit]
  )
  return (rows as { id: string }[]).map((row) => row.id)
}

export async function findMpesaPayment(container: MedusaContainer, filter: { id?: string; checkout_request_id?: string; cart_id?: string; state?: MpesaState }) {
  const [payment] = await container.resolve<MpesaModuleService>(MPESA_MODULE).listMpesaPayments(filter, { take: 1, order: { created_at: "DESC" } })
  return payment ?? null
}

/** Why a payment did not go through, in plain words. */
export function paymentReason(payment: { state: string; result_code: number | null }) {
  if (payment.state === "Pending" || payment.state === "Paid") return null
  if (payment.state === "Expired") return MPESA_MESSAGES.expired
  if (payment.state === "Mismatch") return MPESA_MESSAGES.mismatch
  if (payment.state === "RefundDue") return MPESA_MESSAGES.refundDue
  return resultMessage(payment.result_code)
}

/**
 * The buyer's own payment (else 404), as the checkout page follows it: with the payee its prompt
 * shows (`promptName`) and, once placed, its order's short number (`orderNumber`, DK-…).
 */
export async function paymentForBuyer(container: MedusaContainer, id: string, customerId: string) {
  const payment = await findMpesaPayment(container, { id })
  if (!payment || payment.customer_id !== customerId) throw notFound("No payment found.")
  const order = payment.order_id ? await orderRef(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), payment.order_id) : null
  return {
    _id: payment.id,
    state: payment.state,
    amount: payment.amount,
    phone: payment.phone,
    expiresAt: payment.expires_at,
    reason: paymentReason(payment),
    receipt: payment.receipt,
    orderId: payment.order_id,
    orderNumber: order?.number ?? null,
    promptName: mpesaSettings()?.businessName ?? null,
  }
}
