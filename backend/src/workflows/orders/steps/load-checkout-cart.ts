import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { checkCartAsPriced, loadCheckoutCart } from "../../../queries/orders/checkout-cart"
import { notFound } from "../../../domain/errors"

type Input = { cartId: string; customerId: string; total: number }

/**
 * The buyer's own cart and the order it already became, if any (then placing it again returns
 * that order); otherwise the cart must still be as priced.
 */
export const loadCheckoutCartStep = createStep("load-checkout-cart", async (input: Input, { container }) => {
  const cart = await loadCheckoutCart(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.cartId)
  if (!cart || cart.customerId !== input.customerId) {
    throw notFound("No cart found.")
  }
  if (!cart.orderId) checkCartAsPriced(cart, input.total)
  return new StepResponse({
    orderId: cart.orderId,
    metadata: cart.metadata,
    stockLocks: cart.inventoryItemIds.map((id) => `checkout-stock:${id}`),
    renewSession: !cart.orderId && cart.spentSessionId ? { collectionId: cart.collectionId!, sessionId: cart.spentSessionId, amount: cart.pricedTotal! } : null,
  })
})
