import { judgeB2cResult, lateSuccessReason, payoutMethodOwner, payoutParts, settleStep } from "../payouts"

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
  it("a failed result is only a claim (Transaction Status confirms it), with the reason", () => {
    expect(judgeB2cResult(payout, { resultCode: 2040, resultDesc: "Unregistered" }, false)).toEqual({ state: "Claimed", reason: "M-Pesa 2040: Unregistered" })
  })
  it("never pays a result for another amount or receiver", () => {
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", amount: 2251, receipt: "SAB1" }, false).state).toBe("Mismatch")
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", amount: 2250, receipt: "SAB1", receiverPhone: "254799999999" }, false).state).toBe("Mismatch")
  })
  it("a status answer that is not final leaves the payout Processing; a final failed status fails it", () => {
    expect(judgeB2cResult(payout, { resultCode: "R000002", resultDesc: "invalid" }, true).state).toBe("Unknown")
    expect(judgeB2cResult(payout, { resultCode: "500.003.1001", resultDesc: "Internal Server Error" }, true).state).toBe("Unknown")
    for (const transactionStatus of ["Pending", "Authorized", "", undefined]) {
      expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", transactionStatus, amount: 2250, receipt: "SAB2" }, true).state).toBe("Unknown")
    }
    for (const transactionStatus of ["Failed", "Cancelled", "Declined", "Expired"]) {
      expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", transactionStatus, amount: 2250 }, true)).toEqual({ state: "Failed", reason: `M-Pesa's Transaction Status: ${transactionStatus}` })
    }
    expect(judgeB2cResult(payout, { resultCode: 0, resultDesc: "ok", transactionStatus: "Completed", amount: 2250, receipt: "SAB2" }, true)).toEqual({ state: "Paid", receipt: "SAB2" })
  })
})

describe("settleStep", () => {
  it("settles a Processing payout or refund by a final answer; a claimed failure is recorded once and settles nothing", () => {
    expect(settleStep("Processing", "Paid", false)).toBe("paid")
    expect(settleStep("Processing", "Failed", true)).toBe("failed")
    expect(settleStep("Processing", "Mismatch", false)).toBe("flag")
    expect(settleStep("Processing", "Claimed", false)).toBe("claim")
    expect(settleStep("Processing", "Claimed", true)).toBe("none")
  })
  it("never ignores a success for a Failed one (posted and flagged); a Paid one changes no more", () => {
    expect(settleStep("Failed", "Paid", false)).toBe("late-paid")
    expect(settleStep("Failed", "Mismatch", false)).toBe("flag")
    expect(settleStep("Failed", "Failed", false)).toBe("none")
    expect(settleStep("Failed", "Claimed", false)).toBe("none")
    for (const settlement of ["Paid", "Failed", "Mismatch", "Claimed"] as const) expect(settleStep("Paid", settlement, false)).toBe("none")
  })
  it("says what went out twice when a success came after the money was paid again", () => {
    expect(lateSuccessReason("payout", "SAB3", 225_000, 0)).not.toContain("Over-paid")
    expect(lateSuccessReason("payout", "SAB3", 225_000, 225_000)).toContain("Over-paid Kes. 2250")
    expect(lateSuccessReason("refund", "SAB4", 100_000, 100_000)).toContain("Over-refunded Kes. 1000")
  })
})

describe("payoutMethodOwner", () => {
  it("lets a merchant set their own method only", () => {
    expect(payoutMethodOwner({ role: "ROLE_MERCHANT", merchantId: "mer_1" })).toBe("mer_1")
    expect(() => payoutMethodOwner({ role: "ROLE_ADMIN", merchantId: null })).toThrow()
    expect(() => payoutMethodOwner({ role: "ROLE_MEMBER", merchantId: null })).toThrow()
  })
})
