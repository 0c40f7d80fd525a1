import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCheckoutCart } from "../../../queries/orders/checkout-cart"
import { assertCartOrderable } from "../../../domain/orders/checkout-rules"
import { notFound, unexpectedState } from "../../../domain/errors"
import { StepTimer } from "../../../domain/step-timer"
import { checkoutSettings } from "../../../config/checkout"

type Input = { cartId: string; customerId: string; total: number }

/**
 * The buyer's own cart (else 404) and the order it already became, if any (then placing it again
 * returns that order, whatever the catalogue says now); otherwise the cart is re-checked against
 * the catalogue as it is now (`assertCartOrderable`: not expired, every product still available,
 * prices unchanged, as priced), all from one query, before anything is locked or reserved. The
 * same query reads everything the order is made from (`cart`), so the cart is read once.
 */
export const validateCheckoutCartStep = createStep("validate-checkout-cart", async (input: Input, { container }) => {
  const cart = await findCheckoutCart(container, input.cartId)
  if (!cart || cart.customerId !== input.customerId) {
    throw notFound("No cart found.")
  }
  if (!cart.orderId) {
    assertCartOrderable(cart, input.total, checkoutSettings())
    if (!cart.source.sessionId) throw unexpectedState("The cart has no payment session to complete.")
  }
  StepTimer.mark("validate-checkout-cart")
  return new StepResponse({
    cart: { id: cart.id, customerId: cart.customerId, ...cart.source },
    orderId: cart.orderId,
    metadata: cart.metadata,
    collectionId: cart.collectionId,
    pricedTotal: cart.pricedTotal,
    stockLocks: cart.inventoryItemIds.map((id) => `checkout-stock:${id}`),
    renewSession: !cart.orderId && cart.spentSessionId ? { collectionId: cart.collectionId!, sessionId: cart.spentSessionId, amount: cart.pricedTotal! } : null,
  })
})
