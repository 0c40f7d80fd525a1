import { SHOP_ACCOUNTS } from "../accounts"
import { assertBalanced } from "../posting"
import { orderRestEntries, paymentOwedEntries, refundFailedEntries, refundPart, refundSettledEntries, refundStartedEntries } from "../refunds"

describe("refunds to buyers", () => {
  it("pays whole shillings, Kes. 10 to 250,000 per B2C refund", () => {
    expect(refundPart(100_000)).toBe(100_000)
    expect(refundPart(46_284)).toBe(46_200)
    expect(refundPart(999)).toBe(0)
    expect(refundPart(1_000)).toBe(1_000)
    expect(refundPart(30_000_000)).toBe(25_000_000)
    expect(refundPart(-500)).toBe(0)
  })

  it("posts balanced transactions: owed → in transit → out of the B2C utility account, or back to owed", () => {
    for (const entries of [paymentOwedEntries(1000), orderRestEntries(16, 20_000), refundStartedEntries(500), refundSettledEntries(500), refundFailedEntries(500)]) {
      expect(() => assertBalanced(entries)).not.toThrow()
    }
    expect(refundSettledEntries(500)).toContainEqual({ account: SHOP_ACCOUNTS.mpesaB2cUtility, amount: 500 })
    expect(refundFailedEntries(500)).toContainEqual({ account: SHOP_ACCOUNTS.refunds, amount: 500 })
  })
})
