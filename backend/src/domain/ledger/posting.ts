import type { LineFigures } from "./commission"
import { SHOP_ACCOUNTS, sellerAccount } from "./accounts"
import { DAY_MS } from "./settings"
import { sellerCollectedFeeEntries, sellerCollectedReversalEntries, sellerCollectedSaleEntries } from "./cash-on-delivery"
import type { CashCollector } from "../orders/cash-collection"

export type Entry = { account: string; amount: number }

export const LEDGER_KINDS = [
  "mpesa_payment_received",
  "cash_collected",
  "sale_delivered",
  "sale_collected_by_seller",
  "delivery_fee_owed",
  "earnings_released",
  "sale_reversed",
  "refund_due",
  "payout",
  "payout_settled",
  "payout_failed",
  "delivery_fee_collected",
  "refund_owed",
  "refund",
  "refund_settled",
  "refund_failed",
  // A B2C success for a payout or a refund already Failed (issue 48): what the failure put back goes out after all.
  "payout_late_settled",
  "refund_late_settled",
  // An admin placed a flagged Refund-due payment's order anyway (issue 49): what it owed back is received money again.
  "refund_owed_reversed",
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** Kinds that pay a seller out: refused when they would take the seller's available balance below zero. */
export const PAYOUT_KINDS: readonly string[] = ["payout"]

/** The one idempotency key of each event: posting the same event again changes nothing. */
export const ledgerKeys = {
  mpesaPaid: (paymentId: string) => `mpesa-paid:${paymentId}`,
  cashCollected: (lineItemId: string) => `cash-collected:${lineItemId}`,
  delivered: (lineItemId: string) => `line-delivered:${lineItemId}`,
  released: (lineItemId: string) => `line-released:${lineItemId}`,
  reversed: (lineItemId: string) => `line-reversed:${lineItemId}`,
  refundDue: (lineItemId: string) => `line-refund-due:${lineItemId}`,
  /** Pay on delivery: the order's delivery fee collected at the door with its first delivered line. */
  deliveryFee: (orderId: string) => `delivery-fee:${orderId}`,
}

/** Entries must be whole cents, not zero, and sum to zero; merged per account. */
export function assertBalanced(entries: Entry[]) {
  if (entries.length < 2) throw new Error("A ledger transaction needs at least two entries.")
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`Ledger amounts are integer cents, not ${entry.amount}.`)
  }
  const sum = entries.reduce((total, entry) => total + entry.amount, 0)
  if (sum !== 0) throw new Error(`A ledger transaction's entries must sum to zero, not ${sum}.`)
}

/** Drops zero entries (a 0% commission) and merges entries of the same account. */
export function compact(entries: Entry[]): Entry[] {
  const sums = new Map<string, number>()
  for (const entry of entries) sums.set(entry.account, (sums.get(entry.account) ?? 0) + entry.amount)
  return [...sums].filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }))
}

/** A payout kind may not leave a seller's available balance below zero (balances: before the post). */
export function overdrawnAccounts(kind: string, entries: Entry[], balances: Map<string, number>): string[] {
  if (!PAYOUT_KINDS.includes(kind)) return []
  return entries
    .filter((entry) => entry.account.endsWith(":available") && entry.amount < 0)
    .filter((entry) => (balances.get(entry.account) ?? 0) + entry.amount < 0)
    .map((entry) => entry.account)
}

/** Where a line's seller share goes: the merchant's accounts, or the shop's own sales when no merchant sells it. */
const earnings = (merchantId: string | null, bucket: "pending" | "available") =>
  merchantId ? sellerAccount(merchantId, bucket) : SHOP_ACCOUNTS.ownSales

/**
 * Buyer paid by M-Pesa: the money is received; the order's delivery fee is the shop's (shop:delivery_fees,
 * never a seller's share nor commission), the rest is held for the buyer until delivery.
 */
export const mpesaPaymentEntries = (amountCents: number, deliveryFeeCents = 0): Entry[] =>
  compact([
    { account: SHOP_ACCOUNTS.mpesaReceived, amount: -amountCents },
    { account: SHOP_ACCOUNTS.deliveryFees, amount: Math.min(deliveryFeeCents, amountCents) },
    { account: SHOP_ACCOUNTS.customerClearing, amount: amountCents - Math.min(deliveryFeeCents, amountCents) },
  ])

/** Pay on delivery: the order's delivery fee collected at the door is the shop's. */
export const deliveryFeeCollectedEntries = (feeCents: number): Entry[] => [
  { account: SHOP_ACCOUNTS.cashOnDelivery, amount: -feeCents },
  { account: SHOP_ACCOUNTS.deliveryFees, amount: feeCents },
]

/** Pay on delivery: the line's cash collected at the door, held for the buyer like a payment. */
export const cashCollectedEntries = (figures: LineFigures): Entry[] => [
  { account: SHOP_ACCOUNTS.cashOnDelivery, amount: -figures.paidCents },
  { account: SHOP_ACCOUNTS.customerClearing, amount: figures.paidCents },
]

/** Line delivered: the buyer's money becomes the seller's pending share and the shop's commission. */
export const saleDeliveredEntries = (figures: LineFigures, merchantId: string | null): Entry[] =>
  compact([
    { account: SHOP_ACCOUNTS.customerClearing, amount: -figures.paidCents },
    { account: earnings(merchantId, "pending"), amount: figures.sellerShareCents },
    { account: SHOP_ACCOUNTS.commission, amount: figures.commissionCents },
    { account: SHOP_ACCOUNTS.vatOnCommission, amount: figures.commissionVatCents },
  ])

/** The hold passed: the seller's share moves from pending to available (nothing for the shop's own sales). */
export const releaseEntries = (figures: LineFigures, merchantId: string): Entry[] =>
  compact([
    { account: sellerAccount(merchantId, "pending"), amount: -figures.sellerShareCents },
    { account: sellerAccount(merchantId, "available"), amount: figures.sellerShareCents },
  ])

/**
 * A delivered line cancelled or refunded: the sale is undone with the line's frozen figures, the
 * buyer's money is owed back. Before the hold passed it comes out of pending; after, out of
 * available, which may go below zero (a clawback carried forward until new earnings cover it).
 */
export const saleReversedEntries = (figures: LineFigures, merchantId: string | null, released: boolean): Entry[] =>
  compact([
    { account: merchantId ? sellerAccount(merchantId, released ? "available" : "pending") : SHOP_ACCOUNTS.ownSales, amount: -figures.sellerShareCents },
    { account: SHOP_ACCOUNTS.commission, amount: -figures.commissionCents },
    { account: SHOP_ACCOUNTS.vatOnCommission, amount: -figures.commissionVatCents },
    { account: SHOP_ACCOUNTS.refunds, amount: figures.paidCents },
  ])

/** A paid line cancelled before delivery: no sale, no commission; the buyer's money is owed back. */
export const refundDueEntries = (figures: LineFigures): Entry[] => [
  { account: SHOP_ACCOUNTS.customerClearing, amount: -figures.paidCents },
  { account: SHOP_ACCOUNTS.refunds, amount: figures.paidCents },
]

export type LineLedgerState = {
  lineItemId: string
  status: string
  /** The buyer paid by M-Pesa before delivery (else: pay on delivery). */
  prepaid: boolean
  merchantId: string | null
  figures: LineFigures
  /** The line's order and its delivery fee (cents): paid at the door, the fee is posted with the first delivered line. */
  orderId?: string
  deliveryFeeCents?: number
  /** Pay on delivery: whose rider collects the cash (the shop's when not said). */
  collector?: CashCollector
}

/** Paid at the door to the seller's own rider: the seller holds the cash (./cash-on-delivery.ts). */
const sellerCollects = (line: LineLedgerState): line is LineLedgerState & { merchantId: string } =>
  !line.prepaid && line.collector === "seller" && line.merchantId !== null

export type PlannedPost = { key: string; kind: LedgerKind; entries: Entry[] }

/**
 * What a line's ledger still needs, given the keys already posted and the time: the ledger
 * follows the line's status (Delivered: paid by M-Pesa, the sale; paid at the door to the shop's
 * rider, nothing until someone other than the seller confirms the cash was received
 * (`cashReceived`: the cash collected, with the order's delivery fee the first time, then the
 * sale); paid at the door to the seller's rider, the sale as collected by the seller (commission
 * and fee owed by the seller, see ./cash-on-delivery.ts); Cancelled: the sale reversed if it was
 * posted, else the buyer's prepaid money owed back), and a sale not reversed becomes available
 * once `holdDays` have passed since it was posted (a seller-collected one has nothing pending).
 */
export function planLinePosts(
  line: LineLedgerState,
  posted: Map<string, Date>,
  now: Date,
  holdDays: number,
  options: { cashReceived?: boolean } = {}
): PlannedPost[] {
  const id = line.lineItemId
  const keys = {
    cash: ledgerKeys.cashCollected(id),
    delivered: ledgerKeys.delivered(id),
    released: ledgerKeys.released(id),
    reversed: ledgerKeys.reversed(id),
    refund: ledgerKeys.refundDue(id),
  }
  const posts: PlannedPost[] = []
  const sold = posted.has(keys.delivered)
  const feeKey = line.orderId && (line.deliveryFeeCents ?? 0) > 0 ? ledgerKeys.deliveryFee(line.orderId) : null
  if (line.status === "Delivered" && !sold && sellerCollects(line)) {
    if (feeKey && !posted.has(feeKey)) {
      posts.push({ key: feeKey, kind: "delivery_fee_owed", entries: sellerCollectedFeeEntries(line.deliveryFeeCents!, line.merchantId) })
    }
    posts.push({ key: keys.delivered, kind: "sale_collected_by_seller", entries: sellerCollectedSaleEntries(line.figures, line.merchantId) })
    return posts
  }
  if (line.status === "Delivered" && !sold) {
    const cashIn = line.prepaid || posted.has(keys.cash)
    // The shop's rider collected the cash: nothing is earned until it is confirmed received.
    if (!cashIn && !options.cashReceived) return posts
    if (!cashIn) posts.push({ key: keys.cash, kind: "cash_collected", entries: cashCollectedEntries(line.figures) })
    if (!line.prepaid && feeKey && !posted.has(feeKey)) {
      posts.push({ key: feeKey, kind: "delivery_fee_collected", entries: deliveryFeeCollectedEntries(line.deliveryFeeCents!) })
    }
    posts.push({ key: keys.delivered, kind: "sale_delivered", entries: saleDeliveredEntries(line.figures, line.merchantId) })
    return posts
  }
  if (line.status === "Cancelled") {
    if (sold && !posted.has(keys.reversed)) {
      posts.push({
        key: keys.reversed,
        kind: "sale_reversed",
        entries: sellerCollects(line)
          ? sellerCollectedReversalEntries(line.figures, line.merchantId)
          : saleReversedEntries(line.figures, line.merchantId, posted.has(keys.released)),
      })
    } else if (!sold && line.prepaid && !posted.has(keys.refund)) {
      posts.push({ key: keys.refund, kind: "refund_due", entries: refundDueEntries(line.figures) })
    }
    return posts
  }
  const soldAt = posted.get(keys.delivered)
  if (soldAt && line.merchantId && !sellerCollects(line) && !posted.has(keys.released) && !posted.has(keys.reversed)) {
    if (now.getTime() - soldAt.getTime() >= holdDays * DAY_MS && line.figures.sellerShareCents !== 0) {
      posts.push({ key: keys.released, kind: "earnings_released", entries: releaseEntries(line.figures, line.merchantId) })
    }
  }
  return posts
}
