import { forbidden } from "../errors"
import { SHOP_ACCOUNTS, sellerAccount } from "./accounts"
import type { Entry } from "./posting"
import { toCents, toShillings, wholeShillingsDown } from "../money"

/**
 * Payouts (issue 37). A payout moves a seller's available balance out in three ledger events, each
 * with its own idempotency key:
 * - `payout-started:<id>` (kind `payout`, overdraft-checked): available → shop:payouts_in_transit,
 *   so the money cannot be paid twice while it is on its way;
 * - `payout-settled:<id>` (kind `payout_settled`): in transit → the seller's paid_out, when Daraja's
 *   result (or a Transaction Status query) says it was paid, or the admin marks a bank payout paid;
 * - `payout-failed:<id>` (kind `payout_failed`): in transit → back to available, with the reason,
 *   only once Transaction Status confirms the failure (a failed B2C result is a claim: see settleStep);
 * - `payout-late-settled:<id>` (kind `payout_late_settled`): available → paid out, when M-Pesa's
 *   success comes for a payout already Failed (the money put back went out after all; flagged).
 * A payout's id is the OriginatorConversationID of its B2C payment: Daraja refuses a repeat.
 */
export const PAYOUT_STATES = ["Processing", "Paid", "Failed"] as const
export type PayoutState = (typeof PAYOUT_STATES)[number]
export const PAYOUT_METHODS = ["mpesa", "bank"] as const
export type PayoutMethodKind = (typeof PAYOUT_METHODS)[number]

/** Daraja's B2C limits per transaction, in whole shillings (DARAJA.md: B2C FAQ). */
export const B2C_MIN_KES = 10
export const B2C_MAX_KES = 250_000

export const payoutKeys = {
  started: (payoutId: string) => `payout-started:${payoutId}`,
  settled: (payoutId: string) => `payout-settled:${payoutId}`,
  failed: (payoutId: string) => `payout-failed:${payoutId}`,
  lateSettled: (payoutId: string) => `payout-late-settled:${payoutId}`,
}

export const payoutStartedEntries = (merchantId: string, cents: number): Entry[] => [
  { account: sellerAccount(merchantId, "available"), amount: -cents },
  { account: SHOP_ACCOUNTS.payoutsInTransit, amount: cents },
]
export const payoutSettledEntries = (merchantId: string, cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.payoutsInTransit, amount: -cents },
  { account: sellerAccount(merchantId, "paid_out"), amount: cents },
]
export const payoutFailedEntries = (merchantId: string, cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.payoutsInTransit, amount: -cents },
  { account: sellerAccount(merchantId, "available"), amount: cents },
]
/** A success for a payout already Failed: what `payout-failed` put back to available was paid out after all (not overdraft-checked). */
export const payoutLateSettledEntries = (merchantId: string, cents: number): Entry[] => [
  { account: sellerAccount(merchantId, "available"), amount: -cents },
  { account: sellerAccount(merchantId, "paid_out"), amount: cents },
]

/**
 * How an available balance is paid out, in cents, one amount per payout. M-Pesa pays whole
 * shillings, Kes. 10–250,000 per transaction: the cents below a shilling stay available, a balance
 * below Kes. 10 is not paid, and a larger one is split into payouts of at most Kes. 250,000 (each
 * its own B2C payment and OriginatorConversationID; the last part is never below Kes. 10). A bank
 * transfer has no such limits: the whole balance in one payout. Nothing for a balance ≤ 0.
 */
export function payoutParts(availableCents: number, method: PayoutMethodKind): number[] {
  if (availableCents <= 0) return []
  if (method === "bank") return [availableCents]
  const shillings = wholeShillingsDown(availableCents)
  if (shillings < B2C_MIN_KES) return []
  const parts: number[] = []
  let left = shillings
  while (left > B2C_MAX_KES) {
    // Never leave a last part below the minimum.
    const part = left - B2C_MAX_KES < B2C_MIN_KES ? left - B2C_MIN_KES : B2C_MAX_KES
    parts.push(part)
    left -= part
  }
  parts.push(left)
  return parts.map(toCents)
}

export type B2cOutcome = {
  resultCode: number | string
  resultDesc: string
  amount?: number
  receipt?: string
  receiverPhone?: string
  /** Transaction Status only. */
  transactionStatus?: string
}

export type PayoutFacts = { amountCents: number; phone: string | null }

/** What a B2C result (or a Transaction Status result) means for a payout. */
export type PayoutVerdict =
  | { state: "Paid"; receipt: string }
  /** Transaction Status's final answer: the payment failed. */
  | { state: "Failed"; reason: string }
  /** A B2C result with a non-zero code: only a claim (forged, or an interim failure before the success) until Transaction Status confirms it. */
  | { state: "Claimed"; reason: string }
  /** The result does not match the payout (amount or receiver): kept Processing and shown as unreconciled. */
  | { state: "Mismatch"; reason: string }
  /** The status query could not tell (not found yet, an error): still Processing. */
  | { state: "Unknown"; reason: string }

/** Transaction Status's TransactionStatus values that are final failures; anything but these and "Completed" is not final. */
export const FINAL_FAILED_STATUSES = ["failed", "cancelled", "declined", "expired"]

const tail9 = (value: string | null | undefined) => String(value ?? "").replace(/\D/g, "").slice(-9)

export function judgeB2cResult(payout: PayoutFacts, outcome: B2cOutcome, fromStatusQuery: boolean): PayoutVerdict {
  const ok = outcome.resultCode === 0 || outcome.resultCode === "0"
  if (fromStatusQuery) {
    if (!ok) return { state: "Unknown", reason: `Transaction Status: ${outcome.resultCode} ${outcome.resultDesc}`.trim() }
    const status = String(outcome.transactionStatus ?? "").trim()
    if (FINAL_FAILED_STATUSES.includes(status.toLowerCase())) return { state: "Failed", reason: `M-Pesa's Transaction Status: ${status}` }
    if (status.toLowerCase() !== "completed") return { state: "Unknown", reason: `Transaction Status: ${status || "no TransactionStatus"}` }
  } else if (!ok) {
    return { state: "Claimed", reason: `M-Pesa ${outcome.resultCode}: ${outcome.resultDesc || "the payment failed"}` }
  }
  if (outcome.amount === undefined || toCents(outcome.amount) !== payout.amountCents) {
    return { state: "Mismatch", reason: `M-Pesa reported Kes. ${outcome.amount ?? "?"} for a payout of Kes. ${toShillings(payout.amountCents)}` }
  }
  if (!fromStatusQuery && payout.phone && outcome.receiverPhone && tail9(outcome.receiverPhone) !== tail9(payout.phone)) {
    return { state: "Mismatch", reason: "M-Pesa reported another receiver than the payout's phone" }
  }
  if (!outcome.receipt) return { state: "Mismatch", reason: "M-Pesa reported no receipt" }
  return { state: "Paid", receipt: outcome.receipt }
}

/** What a settlement does to a payout or a refund (see settleStep). */
export type SettleStep = "paid" | "failed" | "flag" | "claim" | "late-paid" | "none"

/**
 * What a settlement (a verdict, or an admin's "paid") does to a payout or a refund in `state`
 * (`claimed`: a failure was already claimed and Transaction Status asked). Processing: Paid and
 * Failed settle it, Mismatch flags it, a claimed failure only records the claim (once) and keeps it
 * Processing. Failed: a success is posted as paid out after all and flagged (never ignored), a
 * mismatching one flagged. Paid, or anything else: nothing (a duplicate).
 */
export function settleStep(state: string, settlement: "Paid" | "Failed" | "Mismatch" | "Claimed", claimed: boolean): SettleStep {
  if (state === "Processing") {
    if (settlement === "Claimed") return claimed ? "none" : "claim"
    return settlement === "Paid" ? "paid" : settlement === "Failed" ? "failed" : "flag"
  }
  if (state === "Failed") return settlement === "Paid" ? "late-paid" : settlement === "Mismatch" ? "flag" : "none"
  return "none"
}

/** The reason shown while a claimed failure waits for Transaction Status. */
export const claimedReason = (claim: string) => `${claim} Not final: M-Pesa's Transaction Status is asked before anything is put back.`

/** Why a payout or a refund is flagged when M-Pesa's success came after it was marked Failed (`overpaidCents`: what went out twice). */
export function lateSuccessReason(noun: "payout" | "refund", receipt: string, cents: number, overpaidCents: number) {
  const back = noun === "payout" ? "put back to available" : "owed to the buyer again"
  let reason = `M-Pesa paid this ${noun} (receipt ${receipt}) after it was marked Failed: the Kes. ${toShillings(cents)} ${back} is posted as paid out.`
  if (overpaidCents > 0) {
    reason +=
      noun === "payout"
        ? ` Over-paid Kes. ${toShillings(overpaidCents)}: the seller was paid again meanwhile (available stays negative until new earnings cover it).`
        : ` Over-refunded Kes. ${toShillings(overpaidCents)}: the buyer was refunded again meanwhile (sent or on its way).`
  }
  return reason
}

export const PAYOUT_MESSAGES = {
  nothingToPay: "No seller has an available balance to pay out.",
  noMethod: "The seller has not added a payout method.",
  blocked: "The seller's available balance is negative (a clawback): payouts are blocked until new earnings cover it.",
  merchantRequired: "Name a merchantId or all: true.",
  notBank: "Only a bank payout is marked paid by hand.",
  notMpesa: "Only an M-Pesa payout is sent again.",
  notProcessing: "This payout is not waiting to be paid.",
  b2cNotConfigured: "M-Pesa B2C is not configured: payouts by M-Pesa cannot be sent.",
  ownOnly: "You may only manage your own payout method.",
} as const

/** Only a merchant sets a payout method, and only their own (an admin or a member: 403). */
export function payoutMethodOwner(account: { role: string; merchantId: string | null }): string {
  if (account.role !== "ROLE_MERCHANT" || !account.merchantId) throw forbidden(PAYOUT_MESSAGES.ownOnly)
  return account.merchantId
}
