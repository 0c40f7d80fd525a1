import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { conflict } from "../../../domain/errors"
import { MPESA_ORDER_MESSAGES } from "../../../domain/payments/stk-claim"
import { paymentIdOfOrder } from "../../../queries/orders/order-refs"

type Input = { orderId: string | null; paymentId: string | null }

/**
 * Under the cart's lock: a paid M-Pesa payment takes the cart's existing order only when that order
 * is its own (a crash cut its placement short). A cart already ordered another way (pay on delivery,
 * another prompt) is refused, so the payment is owed back instead of being attached to that order.
 */
export const validateOrderPaymentStep = createStep("validate-order-payment", async ({ orderId, paymentId }: Input, { container }) => {
  if (!orderId || !paymentId) return new StepResponse(true)
  const own = await paymentIdOfOrder(container, orderId)
  if (own !== paymentId) throw conflict(MPESA_ORDER_MESSAGES.orderedOtherwise)
  return new StepResponse(true)
})
