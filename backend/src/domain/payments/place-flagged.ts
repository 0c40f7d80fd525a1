import { SHOP_ACCOUNTS } from "../ledger/accounts"
import type { Entry } from "../ledger/posting"
import { formatKes, toShillings } from "../money"
import type { CheckoutLine } from "../orders/checkout-rules"
import { orderTotals } from "../orders/totals"
import type { VatRule } from "../shop-constants"
import { mpesaAmount } from "./mpesa"

/**
 * "Place the order anyway" (issue 49, item 19): an admin places the order of a flagged Refund-due
 * M-Pesa payment whose cart could not be ordered when M-Pesa confirmed it. The money it owed back
 * (`payment-refund-due:<paymentId>`: received → owed) is taken back out of owed
 * (`payment-refund-due-reversed:<paymentId>:<id>`: owed → received), so the order's own
 * `mpesa-paid:<paymentId>` posts it like any paid order; a placement that fails owes it again
 * (`payment-refund-due-again:<paymentId>:<id>`).
 */
export const placeFlaggedKeys = {
  reversed: (paymentId: string, id: string) => `payment-refund-due-reversed:${paymentId}:${id}`,
  owedAgain: (paymentId: string, id: string) => `payment-refund-due-again:${paymentId}:${id}`,
}

/** What was owed back is received money again (the order's payment posts it). */
export const owedReversedEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.refunds, amount: -cents },
  { account: SHOP_ACCOUNTS.mpesaReceived, amount: cents },
]

/** The placement failed: the payment is owed back whole again. */
export const owedAgainEntries = (cents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.mpesaReceived, amount: -cents },
  { account: SHOP_ACCOUNTS.refunds, amount: cents },
]

export type FlaggedFacts = {
  state: string
  flagReason: string | null
  orderId: string | null
  /** Any refund row for the payment (Processing, Paid or Failed): its money has started to go back. */
  refunds: number
}

export const PLACE_FLAGGED_MESSAGES = {
  notFound: "No M-Pesa payment found.",
  notRefundDue: (state: string) => `Only a flagged "Refund due" payment can have its order placed; this one is ${state === "RefundDue" ? "Refund due" : state}.`,
  notFlagged: "This payment is not flagged: its order was placed already or nothing is wrong with it.",
  hasOrder: (number: string | null) => `This payment already has its order${number ? ` (${number})` : ""}: nothing to place.`,
  refundStarted: "A refund was already started for this payment: its money is going back to the buyer, so no order can be placed with it.",
  cartOrdered: (number: string | null) => `The cart of this payment was already ordered${number ? ` (${number})` : ""}: the money must be refunded instead.`,
  noCart: "The cart of this payment no longer exists: the money must be refunded instead.",
  cartNotOrderable: (why: string) => `The order cannot be placed now (${why}): refund the payment instead.`,
  amountShort: (paid: number, needed: number) =>
    `The payment (${formatKes(paid)}) does not cover the cart's total now (${formatKes(needed)} with delivery): refund it instead.`,
} as const

/** Why this payment's order cannot be placed anyway (null: it can), from its row as read under the locks. */
export function placeFlaggedProblem(facts: FlaggedFacts & { orderNumber?: string | null }): string | null {
  if (facts.orderId) return PLACE_FLAGGED_MESSAGES.hasOrder(facts.orderNumber ?? null)
  if (facts.refunds > 0) return PLACE_FLAGGED_MESSAGES.refundStarted
  if (facts.state !== "RefundDue") return PLACE_FLAGGED_MESSAGES.notRefundDue(facts.state)
  if (!facts.flagReason) return PLACE_FLAGGED_MESSAGES.notFlagged
  return null
}

/**
 * What M-Pesa would have to be paid for the cart now, in whole shillings, as a prompt computes it
 * (`validate-mpesa-payment`): the cart's total with VAT (at today's prices when they went up since
 * it was priced) plus the delivery fee, rounded up.
 */
export function cartAmountNow(cart: { items: CheckoutLine[]; pricedTotal: number | null }, feeCents: number, vat: VatRule): number {
  const current = orderTotals(
    cart.items.map((item) => ({ ...item, unitPrice: item.currentPrice ?? item.unitPrice, taxable: item.currentTaxable, status: "Not processed" })),
    vat.pricesIncludeVat,
    vat.ratePercent
  ).totalWithTax
  return mpesaAmount(Math.max(current, cart.pricedTotal ?? 0) + toShillings(feeCents))
}
