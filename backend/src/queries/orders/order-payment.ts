import type { Knex } from "knex"

/** The M-Pesa payment an order records as its own (metadata.payment.paymentId), or null: paid on delivery. */
export async function paymentIdOfOrder(knex: Knex, orderId: string): Promise<string | null> {
  const { rows } = await knex.raw(`SELECT metadata->'payment'->>'paymentId' AS payment_id FROM "order" WHERE id = ?`, [orderId])
  return (rows[0]?.payment_id as string | null | undefined) ?? null
}
