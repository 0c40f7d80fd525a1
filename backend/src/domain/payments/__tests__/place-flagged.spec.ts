import { assertBalanced } from "../../ledger/posting"
import { paymentOwedEntries } from "../../ledger/refunds"
import { cartAmountNow, owedAgainEntries, owedReversedEntries, PLACE_FLAGGED_MESSAGES, placeFlaggedProblem } from "../place-flagged"
import { vatRule } from "../../shop-constants"

const line = (overrides = {}) => ({ name: "Jug", unitPrice: 500, quantity: 2, taxable: false, available: true, currentPrice: 500, currentTaxable: false, ...overrides })
const flagged = { state: "RefundDue", flagReason: "Paid but the order could not be placed", orderId: null, refunds: 0 }

describe("placing a flagged payment's order anyway (issue 49, item 19)", () => {
  it("is allowed only for a flagged Refund-due payment with no order and no refund ever started", () => {
    expect(placeFlaggedProblem(flagged)).toBeNull()
    expect(placeFlaggedProblem({ ...flagged, refunds: 1 })).toBe(PLACE_FLAGGED_MESSAGES.refundStarted)
    expect(placeFlaggedProblem({ ...flagged, state: "Paid", orderId: "order_1", orderNumber: "DK-10001" })).toBe(PLACE_FLAGGED_MESSAGES.hasOrder("DK-10001"))
    expect(placeFlaggedProblem({ ...flagged, state: "Mismatch" })).toBe(PLACE_FLAGGED_MESSAGES.notRefundDue("Mismatch"))
    expect(placeFlaggedProblem({ ...flagged, flagReason: null })).toBe(PLACE_FLAGGED_MESSAGES.notFlagged)
  })

  it("needs the cart's total now (today's price when it went up) with the delivery fee, rounded up as a prompt asks", () => {
    expect(cartAmountNow({ items: [line()], pricedTotal: 1000 }, 0, vatRule({}))).toBe(1000)
    expect(cartAmountNow({ items: [line()], pricedTotal: 1000 }, 15_050, vatRule({}))).toBe(1151)
    expect(cartAmountNow({ items: [line({ currentPrice: 600 })], pricedTotal: 1000 }, 0, vatRule({}))).toBe(1200)
    expect(cartAmountNow({ items: [line({ currentPrice: 400 })], pricedTotal: 1000 }, 0, vatRule({}))).toBe(1000)
  })

  it("takes back exactly what the refund due owed, and owes it again the same way", () => {
    for (const entries of [owedReversedEntries(100_000), owedAgainEntries(100_000)]) expect(() => assertBalanced(entries)).not.toThrow()
    const net = new Map<string, number>()
    for (const entry of [...paymentOwedEntries(100_000), ...owedReversedEntries(100_000)]) net.set(entry.account, (net.get(entry.account) ?? 0) + entry.amount)
    expect([...net.values()].every((amount) => amount === 0)).toBe(true)
    expect(owedAgainEntries(100_000)).toEqual(paymentOwedEntries(100_000))
  })
})
