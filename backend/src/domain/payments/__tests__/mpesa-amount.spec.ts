import { mpesaAmount } from "../mpesa"
import { SHOP_ACCOUNTS } from "../../ledger/accounts"
import { assertBalanced, mpesaPaymentEntries, refundDueEntries } from "../../ledger/posting"
import { orderRestEntries } from "../../ledger/refunds"

describe("the M-Pesa amount charged (issue 48, item 12)", () => {
  it("rounds the order's total up to the next whole shilling, never below it", () => {
    expect(mpesaAmount(10.49)).toBe(11)
    expect(mpesaAmount(10.5)).toBe(11)
    expect(mpesaAmount(10.01)).toBe(11)
    expect(mpesaAmount(0.01)).toBe(1)
    expect(mpesaAmount(1000)).toBe(1000)
    expect(mpesaAmount(0)).toBe(0)
  })

  it("counts in whole cents, so binary fractions add no shilling", () => {
    expect(mpesaAmount(0.1 + 0.2)).toBe(1)
    expect(mpesaAmount(1.1 * 3)).toBe(4)
    expect(mpesaAmount(100.1 + 199.9)).toBe(300)
    expect(mpesaAmount(4.35 * 100)).toBe(435)
  })

  it("is never below the total, for every total in cents up to Kes. 2,000", () => {
    const wrong: number[] = []
    for (let cents = 1; cents <= 200_000; cents++) {
      const charged = mpesaAmount(cents / 100) * 100
      if (charged < cents || charged - cents >= 100) wrong.push(cents)
    }
    expect(wrong).toEqual([])
  })

  it("posts what was received: the excess is held for the buyer and owed back with the order's rest when it is cancelled", () => {
    // Kes. 10.49 of goods with a Kes. 0 fee: Kes. 11 received, 1,100 cents into clearing.
    const received = mpesaPaymentEntries(mpesaAmount(10.49) * 100, 0)
    expect(received).toEqual([
      { account: SHOP_ACCOUNTS.mpesaReceived, amount: -1100 },
      { account: SHOP_ACCOUNTS.customerClearing, amount: 1100 },
    ])
    // The line cancelled (its 1,049 cents owed back), then the order's rest (51 cents) owed back too.
    const lineOwed = refundDueEntries({ paidCents: 1049 } as Parameters<typeof refundDueEntries>[0])
    const rest = orderRestEntries(51, 0)
    for (const entries of [received, lineOwed, rest]) expect(() => assertBalanced(entries.filter((e) => e.amount !== 0))).not.toThrow()
    const clearing = [...received, ...lineOwed, ...rest].filter((e) => e.account === SHOP_ACCOUNTS.customerClearing).reduce((s, e) => s + e.amount, 0)
    const owed = [...lineOwed, ...rest].filter((e) => e.account === SHOP_ACCOUNTS.refunds).reduce((s, e) => s + e.amount, 0)
    expect(clearing).toBe(0)
    expect(owed).toBe(1100)
  })
})
