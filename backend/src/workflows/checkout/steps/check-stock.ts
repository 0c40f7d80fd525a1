import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { checkCartInStock } from "../../../queries/orders/checkout-cart"
import { StepTimer } from "../../../domain/step-timer"

/** Refuses (400) a cart whose lines no longer fit in the free stock; run under the cart's stock locks. */
export const checkStockStep = createStep("check-cart-stock", async (cartId: string, { container }) => {
  await checkCartInStock(container, cartId)
  StepTimer.mark("check-cart-stock")
  return new StepResponse(true)
})
