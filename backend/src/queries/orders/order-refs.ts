import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { orderNumber } from "../../domain/orders/order-number"

/** The M-Pesa payment an order records as its own (metadata.payment.paymentId), or null: paid on delivery. */
export async function paymentIdOfOrder(container: MedusaContainer, orderId: string): Promise<string | null> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(`SELECT metadata->'payment'->>'paymentId' AS payment_id FROM "order" WHERE id = ?`, [orderId])
  return (rows[0]?.payment_id as string | null | undefined) ?? null
}

/** The cart an order was placed from (its metadata's, or its Medusa link's), or null: none, or no such order. */
export async function cartIdOfOrder(container: MedusaContainer, orderId: string): Promise<string | null> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT COALESCE(o.metadata->>'cart_id', (SELECT oc.cart_id FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL LIMIT 1)) AS cart_id
     FROM "order" o WHERE o.id = ?`,
    [orderId]
  )
  return (rows[0]?.cart_id as string | null | undefined) ?? null
}

export type CartOrderRef = { _id: string; number: string; paid: boolean }

const toRef = (row: { id: string; display_id: number; paid: boolean | null } | undefined): CartOrderRef | null =>
  row ? { _id: row.id, number: orderNumber(Number(row.display_id)), paid: row.paid === true } : null

/** An order as a refused retry names it: id, short number (DK-…) and whether M-Pesa paid it; or null. */
export async function orderRef(knex: Knex, orderId: string): Promise<CartOrderRef | null> {
  const { rows } = await knex.raw(
    `SELECT id, display_id, metadata->'payment'->>'method' = 'mpesa' AS paid FROM "order" WHERE id = ? AND deleted_at IS NULL`,
    [orderId]
  )
  return toRef(rows[0])
}

/** `orderRef` over the shop's database, for routes and steps outside a transaction. */
export const findOrderRef = (container: MedusaContainer, orderId: string) => orderRef(knexOf(container), orderId)

/**
 * The order the buyer's own cart already became (Medusa's link, or the `cart_id` a checkout a crash
 * cut short left in its metadata, as `loadCheckoutCart` finds it), or null: not ordered, or not theirs.
 */
export async function orderOfCart(container: MedusaContainer, cartId: string, customerId: string): Promise<CartOrderRef | null> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT o.id, o.display_id, o.metadata->'payment'->>'method' = 'mpesa' AS paid
     FROM cart c JOIN "order" o ON o.deleted_at IS NULL AND (
       o.id IN (SELECT oc.order_id FROM order_cart oc WHERE oc.cart_id = c.id AND oc.deleted_at IS NULL)
       OR (o.customer_id = c.customer_id AND o.metadata->>'cart_id' = c.id))
     WHERE c.id = ? AND c.customer_id = ? AND c.deleted_at IS NULL
     ORDER BY o.created_at LIMIT 1`,
    [cartId, customerId]
  )
  return toRef(rows[0])
}
