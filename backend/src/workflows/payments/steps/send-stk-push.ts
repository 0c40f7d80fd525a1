import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DarajaError, MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { invalid } from "../../../domain/errors"
import { MPESA_MESSAGES } from "../../../domain/payments/mpesa"

type Input = { paymentId: string; phone: string; amount: number }

/**
 * Sends the STK push (the last step: a refusal undoes the payment and its hold) and records
 * Daraja's ids. A phone with a prompt still open, or Daraja unreachable, is a 400 in plain words; a
 * server error whose outcome is unknown leaves the payment pending without ids (see adoptPushStep).
 */
export const sendStkPushStep = createStep("send-stk-push", async ({ paymentId, phone, amount }: Input, { container }) => {
  const mpesa = container.resolve<MpesaModuleService>(MPESA_MODULE)
  if (!mpesa.settings()) throw invalid(MPESA_MESSAGES.notConfigured)
  let ids: { merchantRequestId: string | null; checkoutRequestId: string | null }
  try {
    ids = await mpesa.pushPayment({ paymentId, phone, amount })
  } catch (error) {
    if (error instanceof DarajaError && error.kind === "server") {
      // Outcome unknown: Daraja may have sent the prompt all the same. The payment stays pending with
      // its hold; a callback for it is matched by phone and amount, else it expires.
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`M-Pesa STK push for ${paymentId} unconfirmed: ${error.message}`)
      return new StepResponse({ merchantRequestId: null, checkoutRequestId: null })
    }
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`M-Pesa STK push for ${paymentId} refused: ${(error as Error).message}`)
    if (error instanceof DarajaError && error.kind === "subscriberLocked") throw invalid(MPESA_MESSAGES.phoneLocked)
    throw invalid(MPESA_MESSAGES.unavailable)
  }
  await mpesa.updateMpesaPayments({
    id: paymentId,
    checkout_request_id: ids.checkoutRequestId,
    merchant_request_id: ids.merchantRequestId,
  })
  return new StepResponse(ids)
})
