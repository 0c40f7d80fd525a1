import type { Knex } from "knex"

/** Of the orders given, those whose M-Pesa refund to the buyer was paid (a B2C refund in state Paid). */
export async function refundedOrderIds(knex: Knex, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set()
  const rows: { order_id: string }[] = await knex("buyer_refund")
    .distinct("order_id")
    .whereIn("order_id", orderIds)
    .where({ state: "Paid" })
    .whereNull("deleted_at")
  return new Set(rows.map((row) => row.order_id))
}
