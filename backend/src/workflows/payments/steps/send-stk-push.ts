import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DarajaError } from "../../../modules/mpesa/daraja-client"
import { MPESA_MODULE } from "../../../modules/mpesa"
import type MpesaModuleService from "../../../modules/mpesa/service"
import { invalid } from "../../../domain/errors"
import { accountReference, darajaPhone, MPESA_MESSAGES, TRANSACTION_DESC } from "../../../domain/payments/mpesa"
import { darajaClient, requireMpesaSettings } from "../daraja"

type Input = { paymentId: string; phone: string; amount: number }

/**
 * Sends the STK push (the last step: a refusal undoes the payment and its hold) and records
 * Daraja's ids. A phone with a prompt still open, or Daraja unreachable, is a 400 in plain words; a
 * server error whose outcome is unknown leaves the payment pending without ids (see adoptPushStep).
 */
export const sendStkPushStep = createStep("send-stk-push", async ({ paymentId, phone, amount }: Input, { container }) => {
  const settings = requireMpesaSettings()
  let ids: { merchantRequestId: string | null; checkoutRequestId: string | null }
  try {
    ids = await darajaClient(container, settings).stkPush({
      amount,
      phone: darajaPhone(phone),
      accountReference: accountReference(paymentId),
      description: TRANSACTION_DESC,
      callbackUrl: settings.callbackUrl,
    })
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
  await container.resolve<MpesaModuleService>(MPESA_MODULE).updateMpesaPayments({
    id: paymentId,
    checkout_request_id: ids.checkoutRequestId,
    merchant_request_id: ids.merchantRequestId,
  })
  return new StepResponse(ids)
})
