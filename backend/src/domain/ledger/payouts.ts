import { forbidden } from "../errors"
import { SHOP_ACCOUNTS, sellerAccount } from "./accounts"
import type { Entry } from "./posting"

/**
 * Payouts (issue 37). A payout moves a seller's available balance out in three ledger events, each
 * with its own idempotency key:
 * - `payout-started:<id>` (kind `payout`, overdraft-checked): available → shop:payouts_in_transit,
 *   so the money cannot be paid twice while it is on its way;
 * - `payout-settled:<id>` (kind `payout_settled`): in transit → the seller's paid_out, when Daraja's
 *   result (or a Transaction Status query) says it was paid, or the admin marks a bank payout paid;
 * - `payout-failed:<id>` (kind `payout_failed`): in transit → back to available, with the reason.
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
  const shillings = Math.floor(availableCents / 100)
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
  return parts.map((kes) => kes * 100)
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
  | { state: "Failed"; reason: string }
  /** The result does not match the payout (amount or receiver): kept Processing and shown as unreconciled. */
  | { state: "Mismatch"; reason: string }
  /** The status query could not tell (not found yet, an error): still Processing. */
  | { state: "Unknown"; reason: string }

const tail9 = (value: string | null | undefined) => String(value ?? "").replace(/\D/g, "").slice(-9)

export function judgeB2cResult(payout: PayoutFacts, outcome: B2cOutcome, fromStatusQuery: boolean): PayoutVerdict {
  const ok = outcome.resultCode === 0 || outcome.resultCode === "0"
  if (fromStatusQuery) {
    if (!ok) return { state: "Unknown", reason: `Transaction Status: ${outcome.resultCode} ${outcome.resultDesc}`.trim() }
    if (outcome.transactionStatus && outcome.transactionStatus !== "Completed") {
      return { state: "Failed", reason: `M-Pesa: ${outcome.transactionStatus}` }
    }
  } else if (!ok) {
    return { state: "Failed", reason: `M-Pesa ${outcome.resultCode}: ${outcome.resultDesc || "the payment failed"}` }
  }
  if (outcome.amount === undefined || Math.round(outcome.amount * 100) !== payout.amountCents) {
    return { state: "Mismatch", reason: `M-Pesa reported Kes. ${outcome.amount ?? "?"} for a payout of Kes. ${payout.amountCents / 100}` }
  }
  if (!fromStatusQuery && payout.phone && outcome.receiverPhone && tail9(outcome.receiverPhone) !== tail9(payout.phone)) {
    return { state: "Mismatch", reason: "M-Pesa reported another receiver than the payout's phone" }
  }
  if (!outcome.receipt) return { state: "Mismatch", reason: "M-Pesa reported no receipt" }
  return { state: "Paid", receipt: outcome.receipt }
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
