import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { parseStkCallback } from "../../modules/mpesa/daraja-client"
import { MPESA_MODULE } from "../../modules/mpesa"
import type MpesaModuleService from "../../modules/mpesa/service"
import { settleMpesaPayment, type SettleOutcome } from "./settle-mpesa-payment"

type CallbackRecord = { paymentId: string | null; checkoutRequestId: string | null; body: string; sourceIp: string | null; outcome: string }

const recordMpesaCallbackStep = createStep("record-mpesa-callback", async (input: CallbackRecord, { container }) => {
  const row = await container.resolve<MpesaModuleService>(MPESA_MODULE).createMpesaCallbacks({
    payment_id: input.paymentId,
    checkout_request_id: input.checkoutRequestId,
    body: input.body,
    source_ip: input.sourceIp,
    outcome: input.outcome,
  })
  return new StepResponse(row.id)
})

/** Keeps a callback as it came (raw body, source address) with what it did, for audit. */
export const recordMpesaCallbackWorkflow = createWorkflow("record-mpesa-callback", (input: CallbackRecord) => {
  return new WorkflowResponse(recordMpesaCallbackStep(input))
})

/**
 * Daraja's STK callback: parsed, settled (see settleMpesaPayment) and stored with its outcome.
 * Returns whether it was a well-formed STK callback (Daraja gets its acknowledgement for every such
 * callback, duplicates and unknown ids included).
 */
export async function receiveMpesaCallback(container: MedusaContainer, input: { rawBody: string; sourceIp: string | null }) {
  let json: unknown
  try {
    json = JSON.parse(input.rawBody)
  } catch {
    json = null
  }
  const parsed = parseStkCallback(json)
  let outcome: SettleOutcome | "malformed" | "error" = "malformed"
  let paymentId: string | null = null
  if (parsed) {
    try {
      ;({ outcome, paymentId } = await settleMpesaPayment(container, {
        checkoutRequestId: parsed.checkoutRequestId,
        merchantRequestId: parsed.merchantRequestId,
        resultCode: parsed.resultCode,
        resultDesc: parsed.resultDesc,
        amount: parsed.amount,
        receipt: parsed.receipt,
        phone: parsed.phone,
      }))
    } catch (error) {
      // The job's query settles it later; the callback is kept either way.
      outcome = "error"
      container.resolve(ContainerRegistrationKeys.LOGGER).error(`M-Pesa callback could not be settled: ${(error as Error).message}`)
    }
  }
  await recordMpesaCallbackWorkflow(container).run({
    input: { paymentId, checkoutRequestId: parsed?.checkoutRequestId ?? null, body: input.rawBody.slice(0, 20_000), sourceIp: input.sourceIp, outcome },
  })
  return { accepted: !!parsed, outcome }
}
