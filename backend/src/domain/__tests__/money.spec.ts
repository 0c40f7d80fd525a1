import {
  formatCents,
  formatFeeCents,
  formatKes,
  percentOfCents,
  roundToCent,
  roundVat,
  toCents,
  toShillings,
  wholeShillingsDown,
  wholeShillingsUp,
} from "../money"

describe("formatKes: the one way the shop writes money", () => {
  it("writes 'Kes. ' and whole shillings with thousands separators", () => {
    expect(formatKes(15649)).toBe("Kes. 15,649")
    expect(formatKes(1234567)).toBe("Kes. 1,234,567")
    expect(formatKes(999)).toBe("Kes. 999")
    expect(formatKes(0)).toBe("Kes. 0")
  })

  it("shows two decimals only where there are cents, rounded to the cent", () => {
    expect(formatKes(1535.6)).toBe("Kes. 1,535.60")
    expect(formatKes(331.03)).toBe("Kes. 331.03")
    expect(formatKes(0.1 + 0.2)).toBe("Kes. 0.30")
    expect(formatKes(1535.999)).toBe("Kes. 1,536")
  })

  it("shows zero for -0 and what is not a number", () => {
    expect(formatKes(-0.001)).toBe("Kes. 0")
    expect(formatKes(Number.NaN)).toBe("Kes. 0")
  })

  it("writes cents the same way", () => {
    expect(formatCents(153560)).toBe("Kes. 1,535.60")
    expect(formatCents(100)).toBe("Kes. 1")
  })

  it("writes delivery fees without a trailing zero cent", () => {
    expect(formatFeeCents(15050)).toBe("Kes. 150.5")
    expect(formatFeeCents(120000)).toBe("Kes. 1,200")
  })
})

describe("cents and shillings", () => {
  it("turns shillings into integer cents to the nearest cent", () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1535.6)).toBe(153560)
    expect(toCents(10.004)).toBe(1000)
  })

  it("turns cents (numbers, bigint text, nothing) into shillings", () => {
    expect(toShillings(153560)).toBe(1535.6)
    expect(toShillings("2500")).toBe(25)
    expect(toShillings(null)).toBe(0)
    expect(toShillings(undefined)).toBe(0)
    expect(toShillings(1000 / 3)).toBe(3.33)
  })

  it("drops floating point noise to the nearest cent", () => {
    expect(roundToCent(0.1 + 0.2)).toBe(0.3)
    expect(roundToCent(19.999 * 3)).toBe(60)
  })

  it("takes a percentage of cents to the nearest cent", () => {
    expect(percentOfCents(1001, 16)).toBe(160)
    expect(percentOfCents(0, 16)).toBe(0)
  })
})

describe("the rounding rules", () => {
  it("VAT rounds half-up to the cent, also for decimal halves binary cannot hold", () => {
    expect(roundVat(1.005)).toBe(1.01)
    expect(roundVat(137.931)).toBe(137.93)
    expect(roundVat(2.675)).toBe(2.68)
  })

  it("M-Pesa charges round up to whole shillings, never below the total", () => {
    expect(wholeShillingsUp(10.49)).toBe(11)
    expect(wholeShillingsUp(10)).toBe(10)
    expect(wholeShillingsUp(0.1 + 0.2 + 9.7)).toBe(10)
  })

  it("M-Pesa payouts and refunds round down to whole shillings", () => {
    expect(wholeShillingsDown(1099)).toBe(10)
    expect(wholeShillingsDown(1000)).toBe(10)
  })
})
