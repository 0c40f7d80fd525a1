import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ShopEvents } from "../../../domain/events"
import { finishOrder } from "../recover-checkouts"

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
