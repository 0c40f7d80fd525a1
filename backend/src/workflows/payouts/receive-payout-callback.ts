import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { CALLBACK_RECEIVED, parseJsonBody } from "../../domain/callbacks"
import { ShopEvents } from "../../domain/events"
import { parseB2cResult } from "../../modules/mpesa"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../modules/payout"
import { settleB2cCallbackStep, type B2cCallbackInput, type B2cCallbackSettled } from "./steps/settle-b2c-callback"

export { PAYOUT_CALLBACK_KINDS, type PayoutCallbackKind } from "./steps/settle-b2c-callback"

/**
 * Keeps a B2C callback as it came (raw body, source address), for audit: a well-formed result as
 * "received" (a subscriber settles it), any other as "malformed" (cut to 20 000 characters).
 */
const storePayoutCallbackStep = createStep(
  "store-payout-callback",
  async (input: B2cCallbackInput, { container }) => {
    const accepted = !!parseB2cResult(parseJsonBody(input.rawBody))
    const [row] = await container.resolve<PayoutModuleService>(PAYOUT_MODULE).createPayoutCallbacks([
      {
        payout_id: null,
        kind: input.kind,
        body: accepted ? input.rawBody : input.rawBody.slice(0, 20_000),
        source_ip: input.sourceIp,
        outcome: accepted ? CALLBACK_RECEIVED : "malformed",
      },
    ])
    return new StepResponse({ id: row.id as string, accepted }, row.id as string)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PayoutModuleService>(PAYOUT_MODULE).deletePayoutCallbacks(id)
  }
)

/** A stored callback still to settle (null: settled already, an event delivered twice). */
const loadPayoutCallbackStep = createStep("load-payout-callback", async (input: { id: string }, { container }) => {
  const row = await container.resolve<PayoutModuleService>(PAYOUT_MODULE).retrievePayoutCallback(input.id)
  const pending = row.outcome === CALLBACK_RECEIVED
  return new StepResponse({ pending, callback: { kind: row.kind, rawBody: row.body, sourceIp: row.source_ip } as B2cCallbackInput })
})

/** Keeps what a stored callback did (its outcome, whose payout). */
const recordPayoutOutcomeStep = createStep("record-payout-callback-outcome", async (input: { id: string; settled: B2cCallbackSettled }, { container }) => {
  await container.resolve<PayoutModuleService>(PAYOUT_MODULE).updatePayoutCallbacks({
    id: input.id,
    payout_id: input.settled.payoutId,
    outcome: input.settled.outcome,
  })
  return new StepResponse(true)
})

/**
 * Daraja's B2C result, queue timeout or Transaction Status result for a payout or a refund to a buyer
 * (`/hooks/payouts/:secret/:kind`): stored as it came and announced (PAYOUT_CALLBACK_RECEIVED, after
 * the commit); the subscriber settles it (settlePayoutCallbackWorkflow). Answers whether the body was
 * a well-formed result (Daraja gets its acknowledgement).
 */
export const receivePayoutCallbackWorkflow = createWorkflow("receive-payout-callback", (input: B2cCallbackInput) => {
  const stored = storePayoutCallbackStep(input)
  when("announce-payout-callback", { stored }, ({ stored }) => stored.accepted).then(() => {
    emitEventStep({
      eventName: ShopEvents.PAYOUT_CALLBACK_RECEIVED,
      data: transform({ stored }, ({ stored }) => ({ id: stored.id })),
    }).config({ name: "emit-payout-callback-received" })
  })
  return new WorkflowResponse(transform({ stored }, ({ stored }) => ({ accepted: stored.accepted, id: stored.id })))
})

/**
 * A stored B2C callback settled once (see settleB2cCallbackStep: checked against the payout, a
 * duplicate changes nothing) and what it did kept with it; a second run for the same callback changes
 * nothing. A failed B2C result is a claim: it is kept, and B2C_FAILURE_CLAIMED asks Transaction
 * Status (a subscriber), whose final answer settles it. A queue timeout changes nothing: the status
 * job asks after the timeout. A refund paid tells the buyer (REFUND_SENT, after the commit).
 */
export const settlePayoutCallbackWorkflow = createWorkflow("settle-payout-callback", (input: { id: string }) => {
  const loaded = loadPayoutCallbackStep(input)
  const settled = when("settle-pending-callback", { loaded }, ({ loaded }) => loaded.pending).then(() => {
    const settled = settleB2cCallbackStep(transform({ loaded }, ({ loaded }) => loaded.callback))
    recordPayoutOutcomeStep(transform({ input, settled }, ({ input, settled }) => ({ id: input.id, settled })))
    return settled
  })
  when("announce-refund-sent", { settled }, ({ settled }) => !!settled?.refundSent).then(() => {
    emitEventStep({ eventName: ShopEvents.REFUND_SENT, data: transform({ settled }, ({ settled }) => settled!.refundSent!) }).config({ name: "emit-refund-sent" })
  })
  // Lost, the event only delays the answer: the status job asks about every stale Processing one.
  when("ask-transaction-status", { settled }, ({ settled }) => !!settled?.claimed && !!settled?.payoutId).then(() => {
    emitEventStep({ eventName: ShopEvents.B2C_FAILURE_CLAIMED, data: transform({ settled }, ({ settled }) => ({ id: settled!.payoutId! })) }).config({
      name: "emit-b2c-failure-claimed",
    })
  })
  return new WorkflowResponse(transform({ settled }, ({ settled }) => settled ?? null))
})
