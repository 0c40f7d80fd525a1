import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findOrderRef } from "../../../queries/orders/order-refs"
import { findMpesaPayment } from "../../../queries/payments/mpesa-payments"
import { toShillings } from "../../../domain/money"
import { invalid } from "../../../domain/errors"
import { MPESA_MESSAGES, mpesaAmount } from "../../../domain/payments/mpesa"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"

type Input = { cartId: string; orderId: string | null; pricedTotal: number | null; feeCents: number }

/**
 * Before Daraja is called: M-Pesa is configured, the cart is not ordered yet and has no prompt
 * still open, and the amount (the total with tax and the delivery fee, rounded to whole shillings)
 * is between 1 and MPESA_MAX_AMOUNT.
 */
export const validateMpesaPaymentStep = createStep("validate-mpesa-payment", async (input: Input, { container }) => {
  const mpesa = container.resolve<MpesaModuleService>(MPESA_MODULE)
  const settings = mpesa.settings()
  if (!settings) throw invalid(MPESA_MESSAGES.notConfigured)
  if (input.orderId) {
    const ordered = await findOrderRef(container, input.orderId)
    throw invalid(ordered ? MPESA_MESSAGES.alreadyOrdered(ordered.number, ordered.paid) : MPESA_MESSAGES.ordered)
  }
  if (await findMpesaPayment(container, { cart_id: input.cartId, state: "Pending" })) throw invalid(MPESA_MESSAGES.alreadyWaiting)
  const amount = mpesaAmount((input.pricedTotal ?? 0) + toShillings(input.feeCents))
  const problem = mpesa.amountProblem(amount)
  if (problem) throw invalid(problem)
  return new StepResponse({ amount, expiresAt: new Date(Date.now() + settings.timeoutSeconds * 1000) })
})
