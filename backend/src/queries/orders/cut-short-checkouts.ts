import type { Knex } from "knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

const knexOf = (container: MedusaContainer) => container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

/** Orders of the shop's checkout (their cart id is in their metadata) that a crash left unfinished. */
const UNFINISHED_ORDERS = `
  SELECT o.id AS order_id, o.metadata->>'cart_id' AS cart_id
  FROM "order" o
  WHERE o.deleted_at IS NULL AND o.status <> 'canceled' AND o.metadata->>'cart_id' IS NOT NULL
    AND o.created_at > ? AND o.created_at < ?
    AND (o.id = ANY(?) OR ? = false)
    AND (
      NOT EXISTS (SELECT 1 FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL)
      OR EXISTS (${"SELECT 1 FROM order_item oi WHERE oi.order_id = o.id AND oi.deleted_at IS NULL AND (" +
        "NOT EXISTS (SELECT 1 FROM order_line ol WHERE ol.line_item_id = oi.item_id AND ol.deleted_at IS NULL) OR " +
        "(NOT EXISTS (SELECT 1 FROM reservation_item r WHERE r.line_item_id = oi.item_id AND r.deleted_at IS NULL) " +
        " AND NOT EXISTS (SELECT 1 FROM order_line ol WHERE ol.line_item_id = oi.item_id AND ol.stock_released AND ol.deleted_at IS NULL)))"})
    )`

/** Reservations of line items that belong to no open order line (a compensation cut short). */
const ORPHAN_RESERVATIONS = `
  SELECT r.id, r.inventory_item_id FROM reservation_item r
  WHERE r.deleted_at IS NULL AND r.line_item_id IS NOT NULL AND r.created_at > ? AND r.created_at < ?
    AND NOT EXISTS (
      SELECT 1 FROM order_item oi JOIN "order" o ON o.id = oi.order_id AND o.deleted_at IS NULL AND o.status <> 'canceled'
      WHERE oi.item_id = r.line_item_id AND oi.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM order_line ol WHERE ol.line_item_id = oi.item_id AND ol.stock_released AND ol.deleted_at IS NULL))`

/** The reservations an order's lines are missing, one per line and inventory item. */
export async function missingReservations(container: MedusaContainer, orderId: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT oi.item_id AS line_item_id, oi.quantity * vii.required_quantity AS quantity, vii.inventory_item_id, il.location_id
     FROM order_item oi
     JOIN order_line_item li ON li.id = oi.item_id
     JOIN product_variant v ON v.id = li.variant_id AND v.manage_inventory
     JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
     JOIN LATERAL (SELECT location_id FROM inventory_level WHERE inventory_item_id = vii.inventory_item_id
                   AND deleted_at IS NULL ORDER BY created_at LIMIT 1) il ON true
     WHERE oi.order_id = ? AND oi.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM reservation_item r WHERE r.line_item_id = oi.item_id AND r.deleted_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM order_line ol WHERE ol.line_item_id = oi.item_id AND ol.stock_released AND ol.deleted_at IS NULL)`,
    [orderId]
  )
  return rows as { line_item_id: string; quantity: string; inventory_item_id: string; location_id: string }[]
}

/** Orders of the shop's checkout made between `since` and `settled` that a crash left unfinished (all, or those of `orderIds`). */
export async function unfinishedOrders(container: MedusaContainer, since: Date, settled: Date, orderIds?: string[]) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(UNFINISHED_ORDERS, [since, settled, orderIds ?? [], Boolean(orderIds)])
  return rows as { order_id: string; cart_id: string }[]
}

/** Reservations made between `since` and `settled` of line items that belong to no open order line. */
export async function orphanReservations(container: MedusaContainer, since: Date, settled: Date) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(ORPHAN_RESERVATIONS, [since, settled])
  return rows as { id: string; inventory_item_id: string }[]
}

/** Whether the order exists and is not canceled. */
export async function isLiveOrder(container: MedusaContainer, orderId: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(`SELECT 1 FROM "order" WHERE id = ? AND deleted_at IS NULL AND status <> 'canceled'`, [orderId])
  return rows.length > 0
}

/** Whether the order is linked to its cart (Medusa's order_cart link). */
export async function isLinkedToCart(container: MedusaContainer, orderId: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(`SELECT 1 FROM order_cart WHERE order_id = ? AND deleted_at IS NULL`, [orderId])
  return rows.length > 0
}

/** The payment collection of a cart, if it has one. */
export async function cartPaymentCollectionId(container: MedusaContainer, cartId: string): Promise<string | undefined> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT cpc.payment_collection_id FROM cart_payment_collection cpc WHERE cpc.cart_id = ? AND cpc.deleted_at IS NULL LIMIT 1`,
    [cartId]
  )
  return rows[0]?.payment_collection_id
}

/** The line item ids of an order's items. */
export async function orderItemIds(container: MedusaContainer, orderId: string): Promise<string[]> {
  const knex = knexOf(container)
  const items: { item_id: string }[] = await knex("order_item").select("item_id").where({ order_id: orderId }).whereNull("deleted_at")
  return items.map((item) => item.item_id)
}
