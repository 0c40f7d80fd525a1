import { SHOP_ACCOUNTS } from "../accounts"
import { assertBalanced, ledgerKeys, mpesaPaymentEntries, planLinePosts, type LineLedgerState } from "../posting"

const figures = { paidCents: 250_000, vatCents: 0, netCents: 250_000, rateBp: 1000, commissionCents: 25_000, commissionVatCents: 0, sellerShareCents: 225_000 }
const line = (overrides: Partial<LineLedgerState> = {}): LineLedgerState => ({
  lineItemId: "ordli_1",
  status: "Delivered",
  prepaid: false,
  merchantId: "mer_1",
  figures,
  orderId: "order_1",
  deliveryFeeCents: 25_000,
  ...overrides,
})

describe("the delivery fee in the ledger", () => {
  it("pay on delivery: posted once, with the first line whose cash is confirmed received, as the shop's", () => {
    const received = { cashReceived: true }
    expect(planLinePosts(line(), new Map(), new Date(), 7)).toEqual([])
    const posts = planLinePosts(line(), new Map(), new Date(), 7, received)
    const fee = posts.find((post) => post.key === ledgerKeys.deliveryFee("order_1"))!
    expect(fee.entries).toEqual([
      { account: SHOP_ACCOUNTS.cashOnDelivery, amount: -25_000 },
      { account: SHOP_ACCOUNTS.deliveryFees, amount: 25_000 },
    ])
    const sale = posts.find((post) => post.kind === "sale_delivered")!
    expect(sale.entries.map((entry) => entry.account)).not.toContain(SHOP_ACCOUNTS.deliveryFees)
    const second = planLinePosts(line({ lineItemId: "ordli_2" }), new Map([[ledgerKeys.deliveryFee("order_1"), new Date()]]), new Date(), 7, received)
    expect(second.map((post) => post.kind)).toEqual(["cash_collected", "sale_delivered"])
    expect(planLinePosts(line({ prepaid: true }), new Map(), new Date(), 7).map((post) => post.kind)).toEqual(["sale_delivered"])
    expect(planLinePosts(line({ deliveryFeeCents: 0 }), new Map(), new Date(), 7, received).map((post) => post.kind)).toEqual(["cash_collected", "sale_delivered"])
  })

  it("collected by the seller's rider: the fee is the shop's, owed by the seller from their available balance", () => {
    const posts = planLinePosts(line({ collector: "seller" }), new Map(), new Date(), 7)
    expect(posts.map((post) => post.kind)).toEqual(["delivery_fee_owed", "sale_collected_by_seller"])
    expect(posts[0].entries).toEqual([
      { account: SHOP_ACCOUNTS.cashWithSellers, amount: -25_000 },
      { account: "seller:mer_1:paid_out", amount: 25_000 },
      { account: "seller:mer_1:available", amount: -25_000 },
      { account: SHOP_ACCOUNTS.deliveryFees, amount: 25_000 },
    ])
    for (const post of posts) expect(() => assertBalanced(post.entries)).not.toThrow()
  })

  it("M-Pesa: the fee is the shop's when paid, the rest held for the buyer", () => {
    const entries = mpesaPaymentEntries(275_000, 25_000)
    expect(() => assertBalanced(entries)).not.toThrow()
    expect(entries).toEqual([
      { account: SHOP_ACCOUNTS.mpesaReceived, amount: -275_000 },
      { account: SHOP_ACCOUNTS.deliveryFees, amount: 25_000 },
      { account: SHOP_ACCOUNTS.customerClearing, amount: 250_000 },
    ])
    expect(mpesaPaymentEntries(1000)).toHaveLength(2)
  })
})
