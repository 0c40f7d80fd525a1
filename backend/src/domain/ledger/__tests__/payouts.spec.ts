import { judgeB2cResult, payoutMethodOwner, payoutParts } from "../payouts"

describe("payoutParts", () => {
  it("pays whole shillings by M-Pesa, Kes. 10–250,000 per payout, splitting larger balances", () => {
    expect(payoutParts(0, "mpesa")).toEqual([])
    expect(payoutParts(-500, "mpesa")).toEqual([])
    expect(payoutParts(999, "mpesa")).toEqual([]) // Kes. 9.99: below the minimum
    expect(payoutParts(225_037, "mpesa")).toEqual([225_000]) // the 37 cents stay available
    expect(payoutParts(25_000_000, "mpesa")).toEqual([25_000_000])
    expect(payoutParts(60_000_000, "mpesa")).toEqual([25_000_000, 25_000_000, 10_000_000])
    // Never a last part below Kes. 10.
    expect(payoutParts(25_000_500, "mpesa")).toEqual([24_999_500, 1_000])
  })
  it("pays a bank balance whole, cents included", () => {
    expect(payoutParts(60_000_037, "bank")).toEqual([60_000_037])
    expect(payoutParts(0, "bank")).toEqual([])
  })
})

describe("judgeB2cResult", () => {
  const payout = { amountCents: 225_000, phone: "254723000001" }
  it("pays with the receipt when the amount and the receiver match", () => {
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", amount: 2250, receipt: "SAB1", receiverPhone: "254723000001" }, false)).toEqual({ state: "Paid", receipt: "SAB1" })
  })
  it("fails with the reason on a failed result", () => {
    expect(judgeB2cResult(payout, { resultCode: 2040, resultDesc: "Unregistered" }, false)).toEqual({ state: "Failed", reason: "M-Pesa 2040: Unregistered" })
  })
  it("never pays a result for another amount or receiver", () => {
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", amount: 2251, receipt: "SAB1" }, false).state).toBe("Mismatch")
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", amount: 2250, receipt: "SAB1", receiverPhone: "254799999999" }, false).state).toBe("Mismatch")
  })
  it("a status query that cannot tell leaves the payout Processing; a Failed status fails it", () => {
    expect(judgeB2cResult(payout, { resultCode: "R000002", resultDesc: "invalid" }, true).state).toBe("Unknown")
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", transactionStatus: "Failed", amount: 2250 }, true).state).toBe("Failed")
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", transactionStatus: "Completed", amount: 2250, receipt: "SAB2" }, true)).toEqual({ state: "Paid", receipt: "SAB2" })
  })
})

describe("payoutMethodOwner", () => {
  it("lets a merchant set their own method only", () => {
    expect(payoutMethodOwner({ role: "ROLE_MERCHANT", merchantId: "mer_1" })).toBe("mer_1")
    expect(() => payoutMethodOwner({ role: "ROLE_ADMIN", merchantId: null })).toThrow()
    expect(() => payoutMethodOwner({ role: "ROLE_MEMBER", merchantId: null })).toThrow()
  })
})
