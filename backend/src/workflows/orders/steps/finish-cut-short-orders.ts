import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopEvents } from "../../../domain/events"
import { unfinishedOrders } from "../../../queries/orders/cut-short-checkouts"
import { finishOrder } from "./finish-order"

export type RecoveryWindow = { since: Date; settled: Date; orderIds?: string[] }

/**
 * Finishes the checkout orders of the window that a crash cut short, each under its cart's lock, so a
 * checkout still at work is never touched (a busy cart is left to the next round); then announces the
 * finished ones as placed (their e-mails). Returns their ids.
 */
export const finishCutShortOrdersStep = createStep("finish-cut-short-orders", async (window: RecoveryWindow, { container }) => {
  const locking = container.resolve(Modules.LOCKING)
  const unfinished = await unfinishedOrders(container, new Date(window.since), new Date(window.settled), window.orderIds)
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
  return new StepResponse(finished)
})
