import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CALLBACK_RECEIVED, parseJsonBody } from "../../../domain/callbacks"
import { MPESA_MODULE, parseB2cResult, parseStkCallback, type MpesaModuleService } from "../../../modules/mpesa"
import type { Settled, SettleOutcome } from "./settle-mpesa-result"
import { settleMpesaCallback, settleReceiptStatus } from "./confirm-mpesa-result"

/** Which hook a callback came to: the STK callback, or Transaction Status's result about a receipt. */
export type MpesaCallbackKind = "stk" | "status"

/** A callback as it came: which hook, the raw body and the address it came from. */
export type ReceivedCallback = { kind: MpesaCallbackKind; rawBody: string; sourceIp: string | null }

/** A stored callback to settle. */
export type StoredCallback = { id: string; kind: MpesaCallbackKind }

/** What a callback did: its outcome and whose payment it was. */
export type CallbackSettled = { outcome: SettleOutcome | "malformed" | "error"; paymentId: string | null }

/** Whether a body is a well-formed callback of its kind (Daraja gets its acknowledgement), and its CheckoutRequestID. */
export function readMpesaCallback(kind: MpesaCallbackKind, rawBody: string) {
  const json = parseJsonBody(rawBody)
  if (kind === "status") return { accepted: !!parseB2cResult(json), checkoutRequestId: null }
  const parsed = parseStkCallback(json)
  return { accepted: !!parsed, checkoutRequestId: parsed?.checkoutRequestId ?? null }
}

/** Runs a parsed callback's settlement; never throws (an error: the job's query settles it later). */
async function settleParsed<T>(container: MedusaContainer, parsed: T | null, settle: (parsed: T) => Promise<Settled>): Promise<CallbackSettled> {
  if (!parsed) return { outcome: "malformed", paymentId: null }
  try {
    const { outcome, paymentId } = await settle(parsed)
    return { outcome, paymentId }
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`M-Pesa callback could not be settled: ${(error as Error).message}`)
    return { outcome: "error", paymentId: null }
  }
}

/**
 * A stored callback, settled once: an STK callback is matched by CheckoutRequestID (a failure closes
 * a pending payment, a success is a claim Daraja must confirm: confirm-mpesa-result); a receipt
 * status result settles the claim it answers. null: it was settled already (an event delivered
 * twice). Nothing to undo: each settlement is its own workflow, and the first terminal result wins.
 */
export const settleStoredMpesaCallbackStep = createStep("settle-stored-mpesa-callback", async (input: StoredCallback, { container }) => {
  const row = await container.resolve<MpesaModuleService>(MPESA_MODULE).retrieveMpesaCallback(input.id)
  if (row.outcome !== CALLBACK_RECEIVED) return new StepResponse<CallbackSettled | null>(null)
  const json = parseJsonBody(row.body)
  const settled =
    input.kind === "stk"
      ? await settleParsed(container, parseStkCallback(json), (callback) => settleMpesaCallback(container, callback))
      : await settleParsed(container, parseB2cResult(json), (status) => settleReceiptStatus(container, status))
  return new StepResponse<CallbackSettled | null>(settled)
})
