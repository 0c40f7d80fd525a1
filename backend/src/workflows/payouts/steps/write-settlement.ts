import { claimedReason, lateSuccessReason, settleStep, type SettleStep } from "../../../domain/ledger/payouts"
import type { B2cRequestColumns, Settlement } from "../../../domain/ledger/b2c-settlement"

type SettledRow = { id: string; state: string; amount_cents: string | number } & B2cRequestColumns

/** The ledger side of a settlement, inside its caller's transaction and locks. */
export type SettlementPosts = {
  noun: "payout" | "refund"
  /** Posts Paid (in transit → out), Failed (in transit → back) or LatePaid (what Failed put back → out). */
  post: (kind: "Paid" | "Failed" | "LatePaid") => Promise<void>
  /** After a LatePaid post: the cents it took below zero (what went out twice). */
  overpaidCents: () => Promise<number>
  /** Whether a success may still be posted for the row once Failed (an M-Pesa payout or refund). */
  lateAllowed: boolean
}

/**
 * A settlement's writes, inside its caller's transaction and locks (the payout's or the refund's),
 * as settleStep decides: Paid and Failed post their ledger transaction, then record the state with
 * the receipt or the reason (a confirmed failure keeps the claimed result's reason), clear the flag
 * and stamp settled_at; a claim only records the claimed failure (the row stays Processing); a
 * success for a Failed row posts LatePaid and records Paid, flagged unreconciled with the reason
 * (over-paid when the money had gone out again); Mismatch only flags it. `write`: the row's module
 * writing the columns in the same transaction; `settledColumns`: what else the row keeps when
 * settled. Returns the step taken ("none": a duplicate, nothing written).
 */
export async function writeSettlement<Row extends SettledRow>(
  current: Row,
  settlement: Settlement,
  posts: SettlementPosts,
  write: (values: Record<string, unknown>) => Promise<Row>,
  settledColumns: Record<string, unknown> = {}
): Promise<{ step: SettleStep; row: Row }> {
  let step = settleStep(current.state, settlement.state, !!current.claimed_failure)
  if (step === "late-paid" && !posts.lateAllowed) step = "none"
  if (step === "none") return { step, row: current }
  const now = new Date()
  const resultCode = settlement.resultCode ?? current.result_code
  const update = async (values: Record<string, unknown>) => ({ step, row: await write({ ...values, result_code: resultCode, updated_at: now }) })
  if (settlement.state === "Mismatch") return update({ unreconciled: true, reason: settlement.reason })
  if (settlement.state === "Claimed") return update({ claimed_failure: settlement.reason, reason: claimedReason(settlement.reason) })
  if (settlement.state === "Paid" && step === "late-paid") {
    await posts.post("LatePaid")
    const reason = lateSuccessReason(posts.noun, settlement.receipt, Number(current.amount_cents), await posts.overpaidCents())
    return update({ state: "Paid", receipt: settlement.receipt, reason, unreconciled: true, ...settledColumns, settled_at: now })
  }
  await posts.post(settlement.state)
  return update({
    state: settlement.state,
    receipt: settlement.state === "Paid" ? settlement.receipt : null,
    reason: settlement.state === "Failed" ? (current.claimed_failure ?? settlement.reason) : null,
    unreconciled: false,
    ...settledColumns,
    settled_at: now,
  })
}
