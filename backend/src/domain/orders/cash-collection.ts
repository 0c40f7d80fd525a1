import type { RequestAccount } from "../accounts/request-account"
import { forbidden, invalid } from "../errors"
import { toCents, toShillings } from "../money"

/**
 * Pay on delivery: who collects the cash at the door (issue 48 item 5). The shop's rider by
 * default; the seller's own rider when the order is all one seller's and an admin or that seller
 * says so, while no item is delivered yet. What the shop's rider collects becomes the seller's
 * earnings only once someone other than the seller (an admin) confirms "Cash received"; what the
 * seller's rider collects stays with the seller, who owes the shop its commission and the fee.
 */
export const CASH_MESSAGES = {
  prepaid: "This order was paid by M-Pesa: there is no cash to collect.",
  cancelled: "This order is cancelled.",
  delivered: "Who collects the cash cannot change once an item is delivered.",
  oneSeller: "Only an order whose items are all one seller's can be collected by the seller.",
  notYours: "Only an admin or the seller of every item may choose who collects the cash.",
  sellerCollects: "The seller collects this order's cash: there is nothing for the shop to confirm.",
  nothingAwaiting: "No cash is awaiting confirmation on this order: it is confirmed once an item is delivered.",
  adminOnly: "Only an admin may confirm that the cash was received.",
  ownSale: "Someone other than the seller must confirm that the cash of their sale was received.",
} as const

/** Who collects the cash at the door: the shop's rider (the default) or the seller's own. */
export const CASH_COLLECTORS = ["shop", "seller"] as const
export type CashCollector = (typeof CASH_COLLECTORS)[number]
export type CollectorChoice = CashCollector

/** An order as the collector rules need it: its payment, its lines' statuses and their sellers. */
export type CashOrderFacts = {
  prepaid: boolean
  lines: { status: string; merchantId: string | null }[]
}

/** The one seller of every line that is not cancelled, or null when there is none or several. */
export function soleSeller(order: CashOrderFacts): string | null {
  const sellers = new Set(order.lines.filter((line) => line.status !== "Cancelled").map((line) => line.merchantId))
  const [only] = [...sellers]
  return sellers.size === 1 && only ? only : null
}

/**
 * May `account` set who collects? Admins, or the merchant who sells every line; only on a
 * pay-on-delivery order that is not cancelled and has no delivered line (the cash may already have
 * changed hands). Returns the seller who would collect (for "seller").
 */
export function assertCollectorChange(account: RequestAccount, order: CashOrderFacts, collector: CollectorChoice): string | null {
  const seller = soleSeller(order)
  if (account.role !== "ROLE_ADMIN" && (account.role !== "ROLE_MERCHANT" || !account.merchantId || seller !== account.merchantId)) {
    throw forbidden(CASH_MESSAGES.notYours)
  }
  if (order.prepaid) throw invalid(CASH_MESSAGES.prepaid)
  if (order.lines.every((line) => line.status === "Cancelled")) throw invalid(CASH_MESSAGES.cancelled)
  if (order.lines.some((line) => line.status === "Delivered")) throw invalid(CASH_MESSAGES.delivered)
  if (collector === "seller" && !seller) throw invalid(CASH_MESSAGES.oneSeller)
  return collector === "seller" ? seller : null
}

type CashFacts = { collector: CollectorChoice; merchantName: string | null; feePosted: boolean }
type CashLine = { status: string; paidCents: number | null; cashPosted: boolean }

/**
 * An order's `cash` in the API (pay on delivery only): who collects (`collector`, and the seller's
 * name when it is the seller's rider), how much at the door (`amount`: the lines not cancelled and
 * the delivery fee, as the caller sees the order), how much of the delivered lines' cash is
 * `awaitingConfirmation` by the shop, and how much is in the ledger (`received`). Kes.
 */
export function orderCashJson(facts: CashFacts, lines: CashLine[], amountKes: number, feeKes: number) {
  const cents = (list: CashLine[]) => list.reduce((sum, line) => sum + (line.paidCents ?? 0), 0)
  const feeCents = toCents(feeKes)
  const delivered = lines.filter((line) => line.status === "Delivered")
  const waiting = facts.collector === "shop" ? delivered.filter((line) => !line.cashPosted) : []
  const awaiting = waiting.length ? cents(waiting) + (facts.feePosted ? 0 : feeCents) : 0
  const received = cents(lines.filter((line) => line.cashPosted)) + (facts.feePosted ? feeCents : 0)
  return {
    collector: facts.collector,
    collectorName: facts.collector === "seller" ? facts.merchantName : null,
    amount: amountKes,
    awaitingConfirmation: toShillings(awaiting),
    received: toShillings(received),
  }
}

/**
 * "Cash received" (the shop's rider brought the cash in): only an admin who sells none of the
 * order's items, on a pay-on-delivery order the shop collects, for the delivered lines whose cash
 * is not yet in the ledger. Returns those lines.
 */
export function assertCashReceived<Line extends { status: string; merchantId: string | null; cashPosted: boolean }>(
  account: RequestAccount,
  order: { prepaid: boolean; collector: CollectorChoice; lines: Line[] }
): Line[] {
  if (account.role !== "ROLE_ADMIN") throw forbidden(CASH_MESSAGES.adminOnly)
  if (account.merchantId && order.lines.some((line) => line.merchantId === account.merchantId)) throw forbidden(CASH_MESSAGES.ownSale)
  if (order.prepaid) throw invalid(CASH_MESSAGES.prepaid)
  if (order.collector === "seller") throw invalid(CASH_MESSAGES.sellerCollects)
  const waiting = order.lines.filter((line) => line.status === "Delivered" && !line.cashPosted)
  if (!waiting.length) throw invalid(CASH_MESSAGES.nothingAwaiting)
  return waiting
}
