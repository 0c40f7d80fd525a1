import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderRef } from "../../../queries/orders/order-refs"
import { findMpesaPayment } from "../../../queries/payments/mpesa-payments"
import { fromCents } from "../../../domain/delivery/delivery-rules"
import { invalid } from "../../../domain/errors"
import { MPESA_MESSAGES, mpesaAmount } from "../../../domain/payments/mpesa"
import { requireMpesaSettings } from "../daraja"

type Input = { cartId: string; orderId: string | null; pricedTotal: number | null; feeCents: number }

/**
 * Before Daraja is called: M-Pesa is configured, the cart is not ordered yet and has no prompt
 * still open, and the amount (the total with tax and the delivery fee, rounded to whole shillings)
 * is between 1 and MPESA_MAX_AMOUNT.
 */
export const validateMpesaPaymentStep = createStep("validate-mpesa-payment", async (input: Input, { container }) => {
  const settings = requireMpesaSettings()
  if (input.orderId) {
    const ordered = await orderRef(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.orderId)
    throw invalid(ordered ? MPESA_MESSAGES.alreadyOrdered(ordered.number, ordered.paid) : MPESA_MESSAGES.ordered)
  }
  if (await findMpesaPayment(container, { cart_id: input.cartId, state: "Pending" })) throw invalid(MPESA_MESSAGES.alreadyWaiting)
  const amount = mpesaAmount((input.pricedTotal ?? 0) + fromCents(input.feeCents))
  if (amount < 1) throw invalid(MPESA_MESSAGES.tooLittle)
  if (amount > settings.maxAmount) throw invalid(MPESA_MESSAGES.tooMuch(settings.maxAmount))
  return new StepResponse({ amount, expiresAt: new Date(Date.now() + settings.timeoutSeconds * 1000) })
})
