import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { parseB2cResult, parseStkCallback } from "../../modules/mpesa/daraja-client"
import { MPESA_MODULE } from "../../modules/mpesa"
import type MpesaModuleService from "../../modules/mpesa/service"
import type { Settled, SettleOutcome } from "./settle-mpesa-payment"
import { settleMpesaCallback, settleReceiptStatus } from "./confirm-mpesa-result"

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

type Received = { rawBody: string; sourceIp: string | null }

/** Runs a parsed callback's settlement and keeps the raw body with what it did (an error: the job's query settles it later). */
async function settleAndRecord<T>(container: MedusaContainer, input: Received, parsed: T | null, checkoutRequestId: string | null, settle: (parsed: T) => Promise<Settled>) {
  let outcome: SettleOutcome | "malformed" | "error" = "malformed"
  let paymentId: string | null = null
  if (parsed) {
    try {
      ;({ outcome, paymentId } = await settle(parsed))
    } catch (error) {
      outcome = "error"
      container.resolve(ContainerRegistrationKeys.LOGGER).error(`M-Pesa callback could not be settled: ${(error as Error).message}`)
    }
  }
  await recordMpesaCallbackWorkflow(container).run({
    input: { paymentId, checkoutRequestId, body: input.rawBody.slice(0, 20_000), sourceIp: input.sourceIp, outcome },
  })
  return { accepted: !!parsed, outcome }
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

/**
 * Daraja's STK callback: parsed, settled (a success is a claim Daraja must confirm: confirm-mpesa-result)
 * and stored with its outcome. Returns whether it was a well-formed STK callback (Daraja gets its
 * acknowledgement for every such callback, duplicates and unknown ids included).
 */
export async function receiveMpesaCallback(container: MedusaContainer, input: Received) {
  const parsed = parseStkCallback(parseJson(input.rawBody))
  return settleAndRecord(container, input, parsed, parsed?.checkoutRequestId ?? null, (callback) => settleMpesaCallback(container, callback))
}

/** Transaction Status's result about a receipt a success callback claimed: stored, and settles the claim. */
export async function receiveReceiptStatus(container: MedusaContainer, input: Received) {
  const parsed = parseB2cResult(parseJson(input.rawBody))
  return settleAndRecord(container, input, parsed, null, (status) => settleReceiptStatus(container, status))
}
