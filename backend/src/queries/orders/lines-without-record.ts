import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"

/** The line items of an order that have no status record (order_line) yet, in one query. */
export async function lineItemsWithoutRecord(container: MedusaContainer, orderId: string): Promise<string[]> {
  const knex = knexOf(container)
  const items: { item_id: string }[] = await knex("order_item as oi")
    .distinct("oi.item_id")
    .where({ "oi.order_id": orderId })
    .whereNull("oi.deleted_at")
    .whereNotExists(knex("order_line as ol").select(knex.raw("1")).whereRaw("ol.line_item_id = oi.item_id").whereNull("ol.deleted_at"))
  return items.map((item) => item.item_id)
}
