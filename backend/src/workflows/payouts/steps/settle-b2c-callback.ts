import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Settlement } from "../../../domain/ledger/b2c-settlement"
import { judgeB2cResult, type SettleStep } from "../../../domain/ledger/payouts"
import { toShillings } from "../../../domain/money"
import { parseB2cResult, type B2cResult } from "../../../modules/mpesa"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../../modules/payout"
import { REFUND_MODULE, type RefundModuleService } from "../../../modules/refund"
import { settlePayout } from "./payout-ledger"
import { settleRefund } from "./refund-ledger"

export const PAYOUT_CALLBACK_KINDS = ["result", "timeout", "status"] as const
export type PayoutCallbackKind = (typeof PAYOUT_CALLBACK_KINDS)[number]

export type B2cCallbackInput = { kind: PayoutCallbackKind; rawBody: string; sourceIp: string | null }

/** What the buyer is told once a refund is paid (REFUND_SENT). */
export type RefundSent = { id: string; orderId: string | null; amount: number; phone: string; receipt: string | null }

export type B2cCallbackSettled = {
  /** A well-formed result: Daraja gets its acknowledgement. */
  accepted: boolean
  /** What it did, kept with the raw callback for audit. */
  outcome: string
  payoutId: string | null
  /** A failure was claimed: Transaction Status is to be asked (B2C_FAILURE_CLAIMED). */
  claimed: boolean
  refundSent: RefundSent | null
}

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

/**
 * Daraja's B2C result, queue timeout or Transaction Status result, settled. The payout is found by
 * the OriginatorConversationID (ours: the payout id) or, for a status result, by the Occasion we sent
 * (the payout id); the result is checked against the payout (amount, receiver) and settles it once
 * (a duplicate changes nothing); a payout's success also keeps the B2C utility account's balance it
 * reports. A refund to a buyer (id `rfnd_…`) is settled the same way. A settlement that fails is
 * logged and kept as "error" (the status job settles it later). Not undone: money that moved stays.
 */
export const settleB2cCallbackStep = createStep("settle-b2c-callback", async (input: B2cCallbackInput, { container }) => {
  let json: unknown
  try {
    json = JSON.parse(input.rawBody)
  } catch {
    json = null
  }
  const parsed = parseB2cResult(json)
  const result: B2cCallbackSettled = { accepted: !!parsed, outcome: "malformed", payoutId: null, claimed: false, refundSent: null }
  if (!parsed) return new StepResponse(result)
  try {
    const id = input.kind === "status" ? parsed.reference.Occasion || String(parsed.parameters.OriginatorConversationID ?? "") : parsed.originatorConversationId
    const refund = id.startsWith("rfnd_") ? await container.resolve<RefundModuleService>(REFUND_MODULE).liveRefundRow(id) : null
    const payout = id && !refund ? await container.resolve<PayoutModuleService>(PAYOUT_MODULE).livePayoutRow(id) : null
    result.payoutId = refund?.id ?? payout?.id ?? null
    const settled = refund
      ? await settleByResult({ amountCents: Number(refund.amount_cents), phone: refund.phone, state: refund.state }, parsed, input.kind, async (settlement) => {
          const done = await settleRefund(container, refund.id, settlement)
          if ((done.step === "paid" || done.step === "late-paid") && done.refund) {
            const paid = done.refund
            result.refundSent = { id: paid.id, orderId: paid.order_id, amount: toShillings(paid.amount_cents), phone: paid.phone, receipt: paid.receipt ?? null }
          }
          return done.step
        })
      : payout
        ? await settleByResult({ amountCents: Number(payout.amount_cents), phone: payout.phone, state: payout.state }, parsed, input.kind, async (settlement) => {
            const withUtility: Settlement = settlement.state === "Paid" ? { ...settlement, utilityFunds: parsed.utilityFunds ?? null } : settlement
            return (await settlePayout(container, payout.id, withUtility)).step
          })
        : { outcome: "unknown payout", claimed: false }
    result.outcome = settled.outcome
    result.claimed = settled.claimed
  } catch (error) {
    // The status job settles it later; the callback is kept either way.
    result.outcome = "error"
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Payout callback could not be settled: ${(error as Error).message}`)
  }
  return new StepResponse(result)
})
