import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findMpesaPayment } from "../../../queries/payments/mpesa-payments"
import { invalid } from "../../../domain/errors"
import { MPESA_MESSAGES } from "../../../domain/payments/mpesa"

type Input = { cartId: string; paymentId?: string }

/**
 * A cart whose M-Pesa prompt is still open is ordered only by that payment (when it is paid): pay on
 * delivery, or another payment, is refused until it fails or expires, so one cart makes one order.
 */
export const validateNoWaitingPaymentStep = createStep("validate-no-waiting-payment", async ({ cartId, paymentId }: Input, { container }) => {
  const waiting = await findMpesaPayment(container, { cart_id: cartId, state: "Pending" })
  if (waiting && waiting.id !== paymentId) throw invalid(MPESA_MESSAGES.alreadyWaiting)
  return new StepResponse(true)
})
