import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { PlaceShopOrderInput } from "../orders/place-shop-order"
import { runPlaceShopOrderStep } from "./steps/run-place-shop-order"

/**
 * Places the order for the buyer's cart (the same order again for a cart already ordered): the
 * shop's checkout (`orders/place-shop-order`), run again when it failed for a transient reason, its
 * stock refusals in the shop's words. Pay on delivery (`POST /api/order/add`) and a paid M-Pesa
 * payment (`payments/steps/place-paid-order`) both place their orders through it.
 */
export const placeOrderWorkflow = createWorkflow("place-order", (input: PlaceShopOrderInput) => {
  const orderId = runPlaceShopOrderStep(input)
  return new WorkflowResponse({ orderId })
})
