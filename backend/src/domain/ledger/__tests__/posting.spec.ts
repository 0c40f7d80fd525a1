import { lineFigures } from "../commission"
import { sellerAccount, SHOP_ACCOUNTS } from "../accounts"
import { assertBalanced, ledgerKeys, overdrawnAccounts, planLinePosts, type LineLedgerState } from "../posting"
import { DAY_MS } from "../settings"

const figures = lineFigures({ unitPrice: 1160, quantity: 1, taxable: true, vatPercent: 16, pricesIncludeVat: true }, 1000)
const line = (status: string, prepaid = true): LineLedgerState => ({ lineItemId: "li_1", status, prepaid, merchantId: "mer_1", figures })
const now = new Date("2026-11-27T00:00:00Z")
const sum = (entries: { amount: number }[]) => entries.reduce((total, entry) => total + entry.amount, 0)

describe("assertBalanced", () => {
  it("refuses entries that do not sum to zero, fractions of a cent and one-legged transactions", () => {
    expect(() => assertBalanced([{ account: "a", amount: 100 }, { account: "b", amount: -99 }])).toThrow(/sum to zero/)
    expect(() => assertBalanced([{ account: "a", amount: 0.5 }, { account: "b", amount: -0.5 }])).toThrow(/integer cents/)
    expect(() => assertBalanced([{ account: "a", amount: 0 }])).toThrow(/two entries/)
    expect(() => assertBalanced([{ account: "a", amount: 100 }, { account: "b", amount: -100 }])).not.toThrow()
  })
})

describe("overdrawnAccounts", () => {
  const payout = [
    { account: sellerAccount("mer_1", "available"), amount: -500 },
    { account: sellerAccount("mer_1", "paid_out"), amount: 500 },
  ]
  it("refuses a payout beyond the available balance, and only payouts", () => {
    expect(overdrawnAccounts("payout", payout, new Map([[sellerAccount("mer_1", "available"), 499]]))).toEqual([sellerAccount("mer_1", "available")])
    expect(overdrawnAccounts("payout", payout, new Map([[sellerAccount("mer_1", "available"), 500]]))).toEqual([])
    expect(overdrawnAccounts("sale_reversed", payout, new Map())).toEqual([])
  })
})

describe("planLinePosts", () => {
  it("posts nothing for a line not delivered, and nothing twice", () => {
    expect(planLinePosts(line("Shipped"), new Map(), now, 7)).toEqual([])
    const posted = new Map([[ledgerKeys.delivered("li_1"), now]])
    expect(planLinePosts(line("Delivered"), posted, now, 7)).toEqual([])
  })

  it("delivered: the seller's share and the shop's commission become pending; cash collected first when paid at the door", () => {
    const [sale] = planLinePosts(line("Delivered"), new Map(), now, 7)
    expect(sale.key).toBe("line-delivered:li_1")
    expect(sale.entries).toEqual([
      { account: SHOP_ACCOUNTS.customerClearing, amount: -116_000 },
      { account: sellerAccount("mer_1", "pending"), amount: 106_000 },
      { account: SHOP_ACCOUNTS.commission, amount: 10_000 },
    ])
    const cod = planLinePosts(line("Delivered", false), new Map(), now, 7, { cashReceived: true })
    expect(cod.map((post) => post.kind)).toEqual(["cash_collected", "sale_delivered"])
    for (const post of cod) expect(sum(post.entries)).toBe(0)
  })

  it("paid at the door to the shop's rider: nothing is earned until the cash is confirmed received", () => {
    expect(planLinePosts(line("Delivered", false), new Map(), now, 7)).toEqual([])
    const confirmed = new Map([[ledgerKeys.cashCollected("li_1"), now]])
    expect(planLinePosts(line("Delivered", false), confirmed, now, 7).map((post) => post.kind)).toEqual(["sale_delivered"])
  })

  it("paid at the door to the seller's rider: the seller holds the cash and owes the commission; nothing pending, nothing released", () => {
    const seller = { ...line("Delivered", false), collector: "seller" as const }
    const [sale] = planLinePosts(seller, new Map(), now, 7)
    expect(sale).toMatchObject({ key: "line-delivered:li_1", kind: "sale_collected_by_seller" })
    expect(sale.entries).toEqual([
      { account: SHOP_ACCOUNTS.cashWithSellers, amount: -116_000 },
      { account: sellerAccount("mer_1", "paid_out"), amount: 116_000 },
      { account: sellerAccount("mer_1", "available"), amount: -10_000 },
      { account: SHOP_ACCOUNTS.commission, amount: 10_000 },
    ])
    const long = new Map([[ledgerKeys.delivered("li_1"), new Date(now.getTime() - 30 * DAY_MS)]])
    expect(planLinePosts(seller, long, now, 7)).toEqual([])
    const [reversal] = planLinePosts({ ...seller, status: "Cancelled" }, long, now, 7)
    expect(reversal.entries).toEqual(sale.entries.map((entry) => ({ account: entry.account, amount: -entry.amount })))
  })

  it("releases pending to available once the hold has passed", () => {
    const soldAt = new Date(now.getTime() - 7 * DAY_MS + 1)
    expect(planLinePosts(line("Delivered"), new Map([[ledgerKeys.delivered("li_1"), soldAt]]), now, 7)).toEqual([])
    const [release] = planLinePosts(line("Delivered"), new Map([[ledgerKeys.delivered("li_1"), new Date(soldAt.getTime() - 1)]]), now, 7)
    expect(release).toMatchObject({ key: "line-released:li_1", kind: "earnings_released" })
    expect(release.entries).toEqual([
      { account: sellerAccount("mer_1", "pending"), amount: -106_000 },
      { account: sellerAccount("mer_1", "available"), amount: 106_000 },
    ])
  })

  it("cancelled before delivery: no commission; a prepaid line's money is owed back", () => {
    const [refund] = planLinePosts(line("Cancelled"), new Map(), now, 7)
    expect(refund.kind).toBe("refund_due")
    expect(refund.entries.map((entry) => entry.account)).not.toContain(SHOP_ACCOUNTS.commission)
    expect(planLinePosts(line("Cancelled", false), new Map(), now, 7)).toEqual([])
  })

  it("cancelled after delivery: reversed from pending, or clawed back from available after the hold", () => {
    const sold = new Map([[ledgerKeys.delivered("li_1"), now]])
    const [fromPending] = planLinePosts(line("Cancelled"), sold, now, 7)
    expect(fromPending.entries).toContainEqual({ account: sellerAccount("mer_1", "pending"), amount: -106_000 })
    expect(fromPending.entries).toContainEqual({ account: SHOP_ACCOUNTS.commission, amount: -10_000 })
    const released = new Map([...sold, [ledgerKeys.released("li_1"), now]])
    const [clawback] = planLinePosts(line("Cancelled"), released, now, 7)
    expect(clawback.entries).toContainEqual({ account: sellerAccount("mer_1", "available"), amount: -106_000 })
    expect(sum(clawback.entries)).toBe(0)
    expect(planLinePosts(line("Cancelled"), new Map([...released, [ledgerKeys.reversed("li_1"), now]]), now, 7)).toEqual([])
  })
})
