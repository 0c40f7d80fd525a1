import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"

/**
 * The key of an order's lock: its cart's, the key the checkout, the M-Pesa prompt and the checkout
 * recovery take, so the recovery never sees a line between losing its reservation and being marked
 * settled (it would reserve the stock again). An order that has no cart (or does not exist: the
 * validating step then answers 404) locks its own id. The cart an order was placed from never
 * changes, so this is read before the lock; everything that can change is read after it.
 */
export const orderLockKeyStep = createStep("order-lock-key", async (input: { orderId: string }, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw(
    `SELECT COALESCE(o.metadata->>'cart_id', (SELECT oc.cart_id FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL LIMIT 1)) AS cart_id
     FROM "order" o WHERE o.id = ?`,
    [input.orderId]
  )
  const cartId = (rows as { cart_id: string | null }[])[0]?.cart_id
  return new StepResponse({ key: cartId || input.orderId })
})

/** How long a change waits for the order's lock (s), and how long it may hold it at most. */
export const ORDER_LOCK = { timeout: 30, ttl: 120 }
