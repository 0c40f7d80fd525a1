import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { ShopEvents } from "../../domain/events"
import { judgeB2cResult, type SettleStep } from "../../domain/ledger/payouts"
import { recordPayoutCallback, type PayoutRow, type Settlement } from "../../modules/ledger/payouts"
import { parseB2cResult, type B2cResult } from "../../modules/mpesa/daraja-client"
import { findPayout } from "../../queries/payouts/payouts"
import { findRefund } from "../../queries/payouts/refunds"
import type { RefundRow } from "../../modules/ledger/refunds"
import { settlePayoutWorkflow } from "./settle-payout"
import { settleRefundWorkflow } from "./settle-refund"

export const PAYOUT_CALLBACK_KINDS = ["result", "timeout", "status"] as const
export type PayoutCallbackKind = (typeof PAYOUT_CALLBACK_KINDS)[number]

type CallbackRecord = { payoutId: string | null; kind: string; body: string; sourceIp: string | null; outcome: string }

const recordPayoutCallbackStep = createStep("record-payout-callback", async (input: CallbackRecord, { container }) => {
  await recordPayoutCallback(container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), input)
  return new StepResponse(true)
})

/** Keeps a B2C callback as it came (raw body, source address) with what it did, for audit. */
export const recordPayoutCallbackWorkflow = createWorkflow("record-payout-callback", (input: CallbackRecord) => {
  return new WorkflowResponse(recordPayoutCallbackStep(input))
})

/** What each settlement step is kept as in the callback's outcome (anything else: a duplicate). */
const OUTCOMES: Partial<Record<SettleStep, string>> = {
  paid: "Paid",
  failed: "Failed",
  flag: "Mismatch",
  claim: "failure claimed: asking Transaction Status",
  "late-paid": "late success: posted and flagged",
}

/**
 * A B2C result for a payout or a refund (`target`: its amount, receiver and state), checked (amount,
 * receiver, receipt) and settled by `settle` as settleStep decides; returns the outcome kept for
 * audit, and whether a failure was claimed (Transaction Status is to be asked). A failed B2C result
 * is only a claim; a Transaction Status answer that is not final changes nothing. A queue timeout
 * changes nothing either: the status job asks after the timeout.
 */
async function settleByResult(
  target: { amountCents: number; phone: string | null; state: string },
  parsed: B2cResult,
  kind: PayoutCallbackKind,
  settle: (settlement: Settlement) => Promise<SettleStep>
) {
  if (kind === "timeout") return { outcome: "queue timeout", claimed: false }
  const verdict = judgeB2cResult(
    { amountCents: target.amountCents, phone: target.phone },
    {
      resultCode: parsed.resultCode,
      resultDesc: parsed.resultDesc,
      amount: parsed.amount,
      receipt: parsed.receipt,
      receiverPhone: parsed.receiverPhone,
      transactionStatus: parsed.transactionStatus,
    },
    kind === "status"
  )
  if (verdict.state === "Unknown") return { outcome: `not final: ${verdict.reason}`, claimed: false }
  // A status result's own code (0) says nothing of the payment: a confirmed failure keeps the claimed result's code.
  const resultCode = kind === "status" && verdict.state !== "Paid" ? undefined : String(parsed.resultCode)
  const settlement: Settlement =
    verdict.state === "Paid" ? { state: "Paid", receipt: verdict.receipt, resultCode } : { state: verdict.state, reason: verdict.reason, resultCode }
  const step = await settle(settlement)
  return { outcome: OUTCOMES[step] ?? `duplicate (${target.state})`, claimed: step === "claim" }
}

/** A refund's B2C result, settled once; returns the outcome kept for audit. */
async function settleRefundBy(container: MedusaContainer, refund: RefundRow, parsed: B2cResult, kind: PayoutCallbackKind) {
  return settleByResult({ amountCents: Number(refund.amount_cents), phone: refund.phone, state: refund.state }, parsed, kind, async (settlement) => {
    const { result } = await settleRefundWorkflow(container).run({ input: { refundId: refund.id, settlement } })
    return result.step
  })
}

/** A payout's B2C result, settled once with the B2C utility account's balance it reports; returns the outcome kept for audit. */
async function settlePayoutBy(container: MedusaContainer, payout: Pick<PayoutRow, "id" | "amount_cents" | "phone"> & { state: string }, parsed: B2cResult, kind: PayoutCallbackKind) {
  return settleByResult({ amountCents: Number(payout.amount_cents), phone: payout.phone, state: payout.state }, parsed, kind, async (settlement) => {
    const withUtility: Settlement = settlement.state === "Paid" ? { ...settlement, utilityFunds: parsed.utilityFunds ?? null } : settlement
    const { result } = await settlePayoutWorkflow(container).run({ input: { payoutId: payout.id, settlement: withUtility } })
    return result.step
  })
}

/**
 * Daraja's B2C result, queue timeout or Transaction Status result for a payout. The payout is found by
 * the OriginatorConversationID (ours: the payout id) or, for a status result, by the Occasion we sent
 * (the payout id); the result is checked against the payout (amount, receiver) and settles it once
 * (a duplicate changes nothing). A refund to a buyer (id `rfnd_…`) is settled the same way. A failed
 * B2C result is a claim: it is kept, and B2C_FAILURE_CLAIMED asks Transaction Status (a subscriber),
 * whose final answer settles it. A queue timeout changes nothing: the status job asks after the
 * timeout. Returns whether the body was a well-formed result (Daraja gets its acknowledgement).
 */
export async function receivePayoutCallback(container: MedusaContainer, input: { kind: PayoutCallbackKind; rawBody: string; sourceIp: string | null }) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  let json: unknown
  try {
    json = JSON.parse(input.rawBody)
  } catch {
    json = null
  }
  const parsed = parseB2cResult(json)
  let outcome = "malformed"
  let payoutId: string | null = null
  let claimed = false
  if (parsed) {
    try {
      const id =
        input.kind === "status"
          ? (parsed.reference.Occasion || String(parsed.parameters.OriginatorConversationID ?? ""))
          : parsed.originatorConversationId
      const refund = id.startsWith("rfnd_") ? await findRefund(knex, id) : null
      const payout = id && !refund ? await findPayout(knex, id) : null
      payoutId = refund?.id ?? payout?.id ?? null
      const settled = refund
        ? await settleRefundBy(container, refund, parsed, input.kind)
        : payout
          ? await settlePayoutBy(container, payout, parsed, input.kind)
          : { outcome: "unknown payout", claimed: false }
      outcome = settled.outcome
      claimed = settled.claimed
    } catch (error) {
      // The status job settles it later; the callback is kept either way.
      outcome = "error"
      container.resolve(ContainerRegistrationKeys.LOGGER).error(`Payout callback could not be settled: ${(error as Error).message}`)
    }
  }
  await recordPayoutCallbackWorkflow(container).run({
    input: { payoutId, kind: input.kind, body: input.rawBody.slice(0, 20_000), sourceIp: input.sourceIp, outcome },
  })
  if (claimed && payoutId) {
    // Lost, the event only delays the answer: the status job asks about every stale Processing one.
    await container
      .resolve(Modules.EVENT_BUS)
      .emit({ name: ShopEvents.B2C_FAILURE_CLAIMED, data: { id: payoutId } })
      .catch((error: Error) => container.resolve(ContainerRegistrationKeys.LOGGER).warn(`B2C ${payoutId}: Transaction Status not asked now: ${error.message}`))
  }
  return { accepted: !!parsed, outcome }
}
