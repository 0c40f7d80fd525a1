import { SHOP_ACCOUNTS, sellerAccount } from "./accounts"
import type { LineFigures } from "./commission"
import type { Entry } from "./posting"

/**
 * Pay on delivery collected by the seller's own rider (issue 48 item 5): the buyer's cash is in the
 * seller's hands, never the shop's. The sale posts all of it as already paid to the seller
 * (paid_out, from cash:with_sellers), and the part that is the shop's (commission and its VAT) as
 * owed by the seller: debited from the seller's available balance, so it is netted from later
 * payouts (a balance below zero blocks payouts until new earnings cover it). The seller's earnings
 * (pending + available + paid out) grow by their share only, as for any other sale.
 */
export const sellerCollectedSaleEntries = (figures: LineFigures, merchantId: string): Entry[] =>
  [
    { account: SHOP_ACCOUNTS.cashWithSellers, amount: -figures.paidCents },
    { account: sellerAccount(merchantId, "paid_out"), amount: figures.paidCents },
    { account: sellerAccount(merchantId, "available"), amount: -(figures.commissionCents + figures.commissionVatCents) },
    { account: SHOP_ACCOUNTS.commission, amount: figures.commissionCents },
    { account: SHOP_ACCOUNTS.vatOnCommission, amount: figures.commissionVatCents },
  ].filter((entry) => entry.amount !== 0)

/** The order's delivery fee, collected by the seller's rider with the first delivered line: the shop's, owed by the seller. */
export const sellerCollectedFeeEntries = (feeCents: number, merchantId: string): Entry[] => [
  { account: SHOP_ACCOUNTS.cashWithSellers, amount: -feeCents },
  { account: sellerAccount(merchantId, "paid_out"), amount: feeCents },
  { account: sellerAccount(merchantId, "available"), amount: -feeCents },
  { account: SHOP_ACCOUNTS.deliveryFees, amount: feeCents },
]

/** A seller-collected sale cancelled after delivery (an admin's correction): its entries reversed; the seller refunds the buyer the cash they took. */
export const sellerCollectedReversalEntries = (figures: LineFigures, merchantId: string): Entry[] =>
  sellerCollectedSaleEntries(figures, merchantId).map((entry) => ({ account: entry.account, amount: -entry.amount }))
