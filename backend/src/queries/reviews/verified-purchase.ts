import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"

/** Whether the customer has a Delivered order line of the product. */
export async function hasDeliveredLine(container: MedusaContainer, customerId: string, productId: string) {
  const knex = knexOf(container)
  const row = await knex
    .from({ o: "order" })
    .join({ oi: "order_item" }, "oi.order_id", "o.id")
    .join({ li: "order_line_item" }, "li.id", "oi.item_id")
    .join({ ol: "order_line" }, "ol.line_item_id", "li.id")
    .where({ "o.customer_id": customerId, "li.product_id": productId, "ol.status": "Delivered" })
    .whereNull("o.deleted_at")
    .whereNull("oi.deleted_at")
    .whereNull("ol.deleted_at")
    .first(knex.raw("1 AS found"))
  return Boolean(row)
}
