import { formatMoney } from "../money"

describe("formatMoney: the one way the shop writes money", () => {
  it("writes 'Kes. ' and whole shillings with thousands separators", () => {
    expect(formatMoney(15649)).toBe("Kes. 15,649")
    expect(formatMoney(1234567)).toBe("Kes. 1,234,567")
    expect(formatMoney(999)).toBe("Kes. 999")
    expect(formatMoney(0)).toBe("Kes. 0")
  })

  it("shows two decimals only where there are cents, rounded to the cent", () => {
    expect(formatMoney(1535.6)).toBe("Kes. 1,535.60")
    expect(formatMoney(331.03)).toBe("Kes. 331.03")
    expect(formatMoney(0.1 + 0.2)).toBe("Kes. 0.30")
    expect(formatMoney(1535.999)).toBe("Kes. 1,536")
  })

  it("shows zero for -0 and what is not a number", () => {
    expect(formatMoney(-0.001)).toBe("Kes. 0")
    expect(formatMoney(Number.NaN)).toBe("Kes. 0")
  })
})
