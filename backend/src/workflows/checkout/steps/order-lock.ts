import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cartIdOfOrder } from "../../../queries/orders/order-refs"

/**
 * The key of an order's lock: its cart's, the key the checkout, the M-Pesa prompt and the checkout
 * recovery take, so the recovery never sees a line between losing its reservation and being marked
 * settled (it would reserve the stock again). An order that has no cart (or does not exist: the
 * validating step then answers 404) locks its own id. The cart an order was placed from never
 * changes, so this is read before the lock; everything that can change is read after it.
 */
export const orderLockKeyStep = createStep("order-lock-key", async (input: { orderId: string }, { container }) => {
  const cartId = await cartIdOfOrder(container, input.orderId)
  return new StepResponse({ key: cartId || input.orderId })
})

/** How long a change waits for the order's lock (s), and how long it may hold it at most. */
export const ORDER_LOCK = { timeout: 30, ttl: 120 }
