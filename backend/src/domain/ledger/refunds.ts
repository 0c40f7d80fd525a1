import { SHOP_ACCOUNTS } from "./accounts"
import { B2C_MAX_KES, B2C_MIN_KES } from "./payouts"
import type { Entry } from "./posting"
import { toCents, wholeShillingsDown } from "../money"

/**
 * Refunds to buyers (issue 37): money owed back on an M-Pesa payment (shop:refunds, credited when a
 * paid line is cancelled, or when a payment arrived too late to place its order) is paid by B2C to
 * the phone that paid, like a seller's payout, in three ledger events with their own keys:
 * - `refund-started:<id>` (kind `refund`): shop:refunds → shop:refunds_in_transit, so the same money
 *   cannot be sent twice while it is on its way;
 * - `refund-settled:<id>` (kind `refund_settled`): in transit → out of the M-Pesa B2C utility
 *   account, when Daraja's result (or Transaction Status) says it was paid;
 * - `refund-failed:<id>` (kind `refund_failed`): in transit → back to shop:refunds ("Refund due"),
 *   with the reason, only once Transaction Status confirms the failure;
 * - `refund-late-settled:<id>` (kind `refund_late_settled`): shop:refunds → out of the B2C utility
 *   account, when M-Pesa's success comes for a refund already Failed (flagged; never ignored).
 * Before the first refund of a payment, what is still held for the buyer is moved into shop:refunds:
 * a paid payment with no order (`payment-refund-due:<paymentId>`: received → owed), and an order
 * whose every line is cancelled (`order-refund-rest:<orderId>`: the rest of the payment held in
 * customers' clearing, i.e. the M-Pesa rounding, and the delivery fee, which the buyer never got).
 * A refund's id is the OriginatorConversationID of its B2C payment: Daraja refuses a repeat.
 */
export const REFUND_STATES = ["Processing", "Paid", "Failed"] as const
export type RefundState = (typeof REFUND_STATES)[number]

export const refundKeys = {
  started: (refundId: string) => `refund-started:${refundId}`,
  settled: (refundId: string) => `refund-settled:${refundId}`,
  failed: (refundId: string) => `refund-failed:${refundId}`,
  lateSettled: (refundId: string) => `refund-late-settled:${refundId}`,
  paymentOwed: (paymentId: string) => `payment-refund-due:${paymentId}`,
  orderRest: (orderId: string) => `order-refund-rest:${orderId}`,
}

/** The accounts a refund's posts touch (all locked, in id order, before any of them). */
export const REFUND_ACCOUNTS = [
  SHOP_ACCOUNTS.refunds,
  SHOP_ACCOUNTS.refundsInTransit,
  SHOP_ACCOUNTS.customerClearing,
  SHOP_ACCOUNTS.deliveryFees,
  SHOP_ACCOUNTS.mpesaReceived,
  SHOP_ACCOUNTS.mpesaB2cUtility,
]

/** A paid payment that placed no order (it came after expiry, the stock was gone): all of it is owed back. */
export const paymentOwedEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.mpesaReceived, amount: -cents },
  { account: SHOP_ACCOUNTS.refunds, amount: cents },
]

/** An order cancelled whole: what clearing still holds for it (rounding) and its delivery fee are owed back too. */
export const orderRestEntries = (clearingCents: number, feeCents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.customerClearing, amount: -clearingCents },
  { account: SHOP_ACCOUNTS.deliveryFees, amount: -feeCents },
  { account: SHOP_ACCOUNTS.refunds, amount: clearingCents + feeCents },
]

export const refundStartedEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.refunds, amount: -cents },
  { account: SHOP_ACCOUNTS.refundsInTransit, amount: cents },
]
export const refundSettledEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.refundsInTransit, amount: -cents },
  { account: SHOP_ACCOUNTS.mpesaB2cUtility, amount: cents },
]
export const refundFailedEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.refundsInTransit, amount: -cents },
  { account: SHOP_ACCOUNTS.refunds, amount: cents },
]
/** A success for a refund already Failed: what `refund-failed` owed again was paid after all. */
export const refundLateSettledEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.refunds, amount: -cents },
  { account: SHOP_ACCOUNTS.mpesaB2cUtility, amount: cents },
]

/**
 * What one B2C refund pays of what is owed, in cents: whole shillings (the cents below a shilling
 * stay owed), at most Kes. 250,000 (the rest is a further refund), nothing below Kes. 10 (B2C's
 * minimum: such a refund is not payable by M-Pesa).
 */
export function refundPart(owedCents: number): number {
  const shillings = Math.min(wholeShillingsDown(owedCents), B2C_MAX_KES)
  return shillings >= B2C_MIN_KES ? toCents(shillings) : 0
}

/** What a payment owes its buyer before any refund moves it: owed already, plus what a first refund would move into owed. */
export function owedCents(facts: {
  refundsCents: number
  /** The payment has no order (RefundDue) and is not yet posted as owed: its whole amount. */
  unpostedPaymentCents: number
  /** Every line of the order is cancelled and the rest is not yet moved: clearing's rest and the fee. */
  restCents: number
}): number {
  return facts.refundsCents + facts.unpostedPaymentCents + facts.restCents
}

export const REFUND_MESSAGES = {
  paymentRequired: "Name the paymentId of the M-Pesa payment to refund.",
  notFound: "No M-Pesa payment found.",
  nothingOwed: "Nothing is owed back on this payment (or less than Kes. 10, which M-Pesa cannot send).",
  notRetryable: "This refund is not waiting to be paid.",
} as const
