import type { Knex } from "knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ShopEvents } from "../../domain/events"
import { ORDER_LINE_MODULE } from "../../modules/order-line"
import type OrderLineModuleService from "../../modules/order-line/service"
import { withInventoryLocks } from "./inventory-locks"

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
async function missingReservations(knex: Knex, orderId: string) {
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

/**
 * Finishes one order that a crash cut short, as its checkout would have: linked to its cart
 * (and the cart completed), its payment authorised, each open line holding its reservation and
 * having its status record. Returns whether anything had to be done. Run under the cart's lock.
 */
export async function finishOrder(container: MedusaContainer, orderId: string, cartId: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [live] = (
    await knex.raw(`SELECT 1 FROM "order" WHERE id = ? AND deleted_at IS NULL AND status <> 'canceled'`, [orderId])
  ).rows
  if (!live) return false // its checkout failed and undid it meanwhile
  let repaired = false
  const [link] = (await knex.raw(`SELECT 1 FROM order_cart WHERE order_id = ? AND deleted_at IS NULL`, [orderId])).rows
  if (!link) {
    const { rows } = await knex.raw(
      `SELECT cpc.payment_collection_id FROM cart_payment_collection cpc WHERE cpc.cart_id = ? AND cpc.deleted_at IS NULL LIMIT 1`,
      [cartId]
    )
    const collectionId: string | undefined = rows[0]?.payment_collection_id
    const remoteLink = container.resolve(ContainerRegistrationKeys.LINK)
    await remoteLink.create([
      { [Modules.ORDER]: { order_id: orderId }, [Modules.CART]: { cart_id: cartId } },
      ...(collectionId ? [{ [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: collectionId } }] : []),
    ])
    await container.resolve(Modules.CART).updateCarts(cartId, { completed_at: new Date() })
    if (collectionId) await authorizeCollection(container, collectionId)
    repaired = true
  }

  const reservations = await missingReservations(knex, orderId)
  if (reservations.length) {
    await withInventoryLocks(
      container,
      reservations.map((r) => r.inventory_item_id),
      () =>
        container.resolve(Modules.INVENTORY).createReservationItems(
          reservations.map((r) => ({
            line_item_id: r.line_item_id,
            inventory_item_id: r.inventory_item_id,
            location_id: r.location_id,
            quantity: Number(r.quantity),
            allow_backorder: true,
          }))
        )
    )
    repaired = true
  }

  const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
  const items: { item_id: string }[] = await knex("order_item").select("item_id").where({ order_id: orderId }).whereNull("deleted_at")
  const existing = new Set((await lines.listOrderLines({ order_id: orderId })).map((line) => line.line_item_id))
  const missing = [...new Set(items.map((item) => item.item_id))].filter((id) => !existing.has(id))
  if (missing.length) {
    await lines.createOrderLines(missing.map((id) => ({ order_id: orderId, line_item_id: id, status: "Not processed" as const })))
    repaired = true
  }
  return repaired
}

async function authorizeCollection(container: MedusaContainer, collectionId: string) {
  const payments = container.resolve(Modules.PAYMENT)
  const sessions = await payments.listPaymentSessions({ payment_collection_id: collectionId })
  const session = sessions.find((s) => s.status !== "authorized" && s.status !== "captured")
  if (session && !sessions.some((s) => s.status === "authorized" || s.status === "captured")) {
    await payments.authorizePaymentSession(session.id, {})
  }
}

/**
 * After a crash: finishes the checkout orders that were cut short and removes reservations
 * left by a compensation cut short, so `reserved_quantity` equals the open lines again. Carts
 * whose completion never made an order hold nothing and can still be ordered. Each order is
 * finished under its cart's lock, so a checkout still at work is never touched.
 */
const PROCESS_STARTED = new Date()
const CHECKOUT_AT_WORK_MS = 120_000

export async function recoverCheckouts(container: MedusaContainer, { since = new Date(Date.now() - 86_400_000), orderIds }: { since?: Date; orderIds?: string[] } = {}) {
  // Orders this process may still be placing are left alone: a checkout finishes well within
  // two minutes, and none from before this process started can still be running in it.
  const settled = new Date(Math.max(PROCESS_STARTED.getTime(), Date.now() - CHECKOUT_AT_WORK_MS))
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const locking = container.resolve(Modules.LOCKING)
  const unfinished: { order_id: string; cart_id: string }[] = (
    await knex.raw(UNFINISHED_ORDERS, [since, settled, orderIds ?? [], Boolean(orderIds)])
  ).rows
  const finished: string[] = []
  for (const { order_id, cart_id } of unfinished) {
    const repaired = await locking
      .execute(cart_id, () => finishOrder(container, order_id, cart_id), { timeout: 5 })
      .catch(() => false) // the cart is busy (a checkout at work): the next round looks again
    if (repaired) finished.push(order_id)
  }
  if (finished.length) {
    await container.resolve(Modules.EVENT_BUS).emit(finished.map((id) => ({ name: ShopEvents.ORDER_PLACED, data: { id } })))
  }

  const orphans: { id: string; inventory_item_id: string }[] = (await knex.raw(ORPHAN_RESERVATIONS, [since, settled])).rows
  if (orphans.length) {
    await withInventoryLocks(
      container,
      orphans.map((r) => r.inventory_item_id),
      () => container.resolve(Modules.INVENTORY).deleteReservationItems(orphans.map((r) => r.id))
    )
  }
  return { finishedOrders: finished.length, releasedReservations: orphans.length }
}
