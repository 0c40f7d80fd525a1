import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * Runs just before Medusa's `authorizePaymentSessionStep`, and does nothing on the way forward. If
 * the checkout fails after it, its compensation cancels any live, uncaptured payment the session
 * got, including one the authorisation created before it failed itself (its own compensation
 * only cancels a payment it returned; captured payments are refunded by Medusa's
 * `compensatePaymentIfNeededStep`), so a failed checkout never leaves an authorised payment.
 */
export const guardSessionPaymentStep = createStep(
  "guard-session-payment",
  async (sessionId: string | null) => new StepResponse(true, sessionId),
  async (sessionId: string | null | undefined, { container }) => {
    if (!sessionId) return
    const payments = container.resolve(Modules.PAYMENT)
    const live = (await payments.listPayments({ payment_session_id: sessionId })).filter((p) => !p.canceled_at && !p.captured_at)
    for (const payment of live) {
      try {
        await payments.cancelPayment(payment.id)
      } catch (error) {
        container.resolve(ContainerRegistrationKeys.LOGGER).error(`Could not cancel payment ${payment.id} of a failed checkout: ${(error as Error).message}`)
      }
    }
  }
)
