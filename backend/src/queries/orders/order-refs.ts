import type { Knex } from "knex"

/** The M-Pesa payment an order records as its own (metadata.payment.paymentId), or null: paid on delivery. */
export async function paymentIdOfOrder(knex: Knex, orderId: string): Promise<string | null> {
  const { rows } = await knex.raw(`SELECT metadata->'payment'->>'paymentId' AS payment_id FROM "order" WHERE id = ?`, [orderId])
  return (rows[0]?.payment_id as string | null | undefined) ?? null
}

/** The cart an order was placed from (its metadata's, or its Medusa link's), or null: none, or no such order. */
export async function cartIdOfOrder(knex: Knex, orderId: string): Promise<string | null> {
  const { rows } = await knex.raw(
    `SELECT COALESCE(o.metadata->>'cart_id', (SELECT oc.cart_id FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL LIMIT 1)) AS cart_id
     FROM "order" o WHERE o.id = ?`,
    [orderId]
  )
  return (rows[0]?.cart_id as string | null | undefined) ?? null
}
