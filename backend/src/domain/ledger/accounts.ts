/**
 * The ledger's accounts, named by code (the code is the account's id, so locks in id order are
 * locks in code order). Sign rule: an entry's amount is in integer cents, positive when it credits
 * the account (what its holder is owed or holds grows), negative when it debits it; a
 * transaction's entries sum to zero. So sellers' and the shop's balances read positive, and the
 * money accounts (cash received, B2C utility) read negative while they hold money.
 */
export const SELLER_BUCKETS = ["pending", "available", "paid_out"] as const
export type SellerBucket = (typeof SELLER_BUCKETS)[number]

export const sellerAccount = (merchantId: string, bucket: SellerBucket) => `seller:${merchantId}:${bucket}`

export const SHOP_ACCOUNTS = {
  /** The shop's commission earned. */
  commission: "shop:commission",
  /** VAT charged on the commission (COMMISSION_VAT_PERCENT), owed to KRA. */
  vatOnCommission: "shop:vat_on_commission",
  /** Sales of lines whose brand has no merchant: the shop sells them itself. */
  ownSales: "shop:own_sales",
  /** Buyers' money the shop holds until their lines are delivered (or refunded). */
  customerClearing: "customer:clearing",
  /** Money owed back to buyers (cancelled or refunded lines already paid). */
  refunds: "shop:refunds",
  /** Money received by M-Pesa (the paybill). */
  mpesaReceived: "mpesa:c2b",
  /** Cash collected on delivery by the shop's rider (posted once an admin confirms it was received). */
  cashOnDelivery: "cash:on_delivery",
  /** Cash collected on delivery by a seller's own rider: the seller holds it (see ./cash-on-delivery.ts). */
  cashWithSellers: "cash:with_sellers",
  /** The M-Pesa B2C utility account that pays sellers and refunds. */
  mpesaB2cUtility: "mpesa:b2c_utility",
  /** Sellers' payouts sent and not yet settled (a B2C result or a bank transfer awaited): see ./payouts.ts. */
  payoutsInTransit: "shop:payouts_in_transit",
  /** Refunds to buyers sent by B2C and not yet settled: see ./refunds.ts. */
  refundsInTransit: "shop:refunds_in_transit",
  /** Delivery fees the shop charged (paid with the order by M-Pesa, or collected at the door): the shop's, not a seller's. */
  deliveryFees: "shop:delivery_fees",
} as const

export type AccountKind = SellerBucket | keyof typeof SHOP_ACCOUNTS

/** The kind and seller of an account code, for the row that the ledger service (`lockAccounts`) creates on first use. */
export function describeAccount(code: string): { kind: string; merchantId: string | null } {
  const seller = /^seller:(.+):(pending|available|paid_out)$/.exec(code)
  if (seller) return { kind: seller[2], merchantId: seller[1] }
  const shop = Object.entries(SHOP_ACCOUNTS).find(([, value]) => value === code)
  if (!shop) throw new Error(`Unknown ledger account ${code}`)
  return { kind: shop[0], merchantId: null }
}
