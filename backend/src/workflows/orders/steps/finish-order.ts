import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopEvents } from "../../../domain/events"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import {
  cartPaymentCollectionId,
  isLinkedToCart,
  isLiveOrder,
  missingReservations,
  orderItemIds,
} from "../../../queries/orders/cut-short-checkouts"
import { withInventoryLocks } from "../../checkout/steps/inventory-locks"

async function authorizeCollection(container: MedusaContainer, collectionId: string) {
  const payments = container.resolve(Modules.PAYMENT)
  const sessions = await payments.listPaymentSessions({ payment_collection_id: collectionId })
  const session = sessions.find((s) => s.status !== "authorized" && s.status !== "captured")
  if (session && !sessions.some((s) => s.status === "authorized" || s.status === "captured")) {
    await payments.authorizePaymentSession(session.id, {})
  }
}

/**
 * Finishes one order that a crash cut short, as its checkout would have: linked to its cart
 * (and the cart completed), its payment authorised, each open line holding its reservation and
 * having its status record. Returns whether anything had to be done. Run under the cart's lock
 * (by `finishOrderStep` inside the checkout's, by `finish-cut-short-orders` taking it).
 */
export async function finishOrder(container: MedusaContainer, orderId: string, cartId: string) {
  if (!(await isLiveOrder(container, orderId))) return false // its checkout failed and undid it meanwhile
  let repaired = false
  if (!(await isLinkedToCart(container, orderId))) {
    const collectionId = await cartPaymentCollectionId(container, cartId)
    const remoteLink = container.resolve(ContainerRegistrationKeys.LINK)
    await remoteLink.create([
      { [Modules.ORDER]: { order_id: orderId }, [Modules.CART]: { cart_id: cartId } },
      ...(collectionId ? [{ [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: collectionId } }] : []),
    ])
    await container.resolve(Modules.CART).updateCarts(cartId, { completed_at: new Date() })
    if (collectionId) await authorizeCollection(container, collectionId)
    repaired = true
  }

  const reservations = await missingReservations(container, orderId)
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
  const existing = new Set((await lines.listOrderLines({ order_id: orderId })).map((line) => line.line_item_id))
  const missing = [...new Set(await orderItemIds(container, orderId))].filter((id) => !existing.has(id))
  if (missing.length) {
    await lines.createOrderLines(missing.map((id) => ({ order_id: orderId, line_item_id: id, status: "Not processed" as const })))
    repaired = true
  }
  return repaired
}

type Input = { orderId: string; cartId: string }

/**
 * For a cart that already became an order: finishes that order if a crash cut its checkout
 * short (runs under the cart's lock), so a buyer who retries gets the whole order.
 */
export const finishOrderStep = createStep("finish-cut-short-order", async ({ orderId, cartId }: Input, { container }) => {
  if (await finishOrder(container, orderId, cartId)) {
    await container.resolve(Modules.EVENT_BUS).emit({ name: ShopEvents.ORDER_PLACED, data: { id: orderId } })
  }
  return new StepResponse(true)
})
