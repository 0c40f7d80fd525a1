import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { CALLBACK_RECEIVED } from "../../domain/callbacks"
import { ShopEvents } from "../../domain/events"
import { MPESA_MODULE, type MpesaModuleService } from "../../modules/mpesa"
import { readMpesaCallback, settleStoredMpesaCallbackStep, type CallbackSettled, type ReceivedCallback, type StoredCallback } from "./steps/settle-mpesa-callback"

export type { MpesaCallbackKind } from "./steps/settle-mpesa-callback"

/**
 * Keeps a callback as it came (raw body, source address), for audit: a well-formed one as "received"
 * (a subscriber settles it), any other as "malformed" (cut to 20 000 characters).
 */
const storeMpesaCallbackStep = createStep(
  "store-mpesa-callback",
  async (input: ReceivedCallback, { container }) => {
    const { accepted, checkoutRequestId } = readMpesaCallback(input.kind, input.rawBody)
    const row = await container.resolve<MpesaModuleService>(MPESA_MODULE).createMpesaCallbacks({
      payment_id: null,
      checkout_request_id: checkoutRequestId,
      body: accepted ? input.rawBody : input.rawBody.slice(0, 20_000),
      source_ip: input.sourceIp,
      outcome: accepted ? CALLBACK_RECEIVED : "malformed",
    })
    return new StepResponse({ id: row.id as string, accepted }, row.id as string)
  },
  async (id, { container }) => {
    if (id) await container.resolve<MpesaModuleService>(MPESA_MODULE).deleteMpesaCallbacks(id)
  }
)

/** Keeps what a stored callback did (its outcome, whose payment); nothing when it was settled already. */
const recordMpesaOutcomeStep = createStep("record-mpesa-callback-outcome", async (input: { id: string; settled: CallbackSettled | null }, { container }) => {
  if (input.settled) {
    await container.resolve<MpesaModuleService>(MPESA_MODULE).updateMpesaCallbacks({
      id: input.id,
      payment_id: input.settled.paymentId,
      outcome: input.settled.outcome,
    })
  }
  return new StepResponse(true)
})

/**
 * Daraja's STK callback (`/hooks/daraja/:secret`, kind "stk") or Transaction Status's result about a
 * receipt a success callback claimed (`…/status`, kind "status"): stored as it came and announced
 * (MPESA_CALLBACK_RECEIVED, after the commit); the subscriber settles it. `accepted`: well-formed
 * (Daraja gets its acknowledgement for every such callback, duplicates and unknown ids included).
 */
export const receiveMpesaCallbackWorkflow = createWorkflow("receive-mpesa-callback", (input: WorkflowData<ReceivedCallback>) => {
  const stored = storeMpesaCallbackStep(input)
  when("announce-mpesa-callback", { stored }, ({ stored }) => stored.accepted).then(() => {
    emitEventStep({
      eventName: ShopEvents.MPESA_CALLBACK_RECEIVED,
      data: transform({ stored, input }, ({ stored, input }): StoredCallback => ({ id: stored.id, kind: input.kind })),
    }).config({ name: "emit-mpesa-callback-received" })
  })
  return new WorkflowResponse(transform({ stored }, ({ stored }) => ({ accepted: stored.accepted, id: stored.id })))
})

/**
 * A stored callback settled (a success is a claim Daraja must confirm) and its outcome kept. Run by
 * the subscriber; a second run for the same callback changes nothing.
 */
export const settleMpesaCallbackWorkflow = createWorkflow("settle-mpesa-callback", (input: WorkflowData<StoredCallback>) => {
  const settled = settleStoredMpesaCallbackStep(input)
  recordMpesaOutcomeStep(transform({ input, settled }, ({ input, settled }) => ({ id: input.id, settled })))
  return new WorkflowResponse(settled)
})
