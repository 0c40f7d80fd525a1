import { orderTotals, shownTotal, type PricedLine } from "../totals"
import { pricesIncludeVat } from "../../shop-constants"

const line = (unitPrice: number, quantity: number, taxable: boolean, status = "Not processed"): PricedLine => ({
  unitPrice,
  quantity,
  taxable,
  status,
})

// A taxable kettle (3 × 1299), a zero-rated card (2 × 250) and a cancelled taxable line: the bag said 4397.
const lines = [line(1299, 3, true), line(250, 2, false), line(1200, 1, true, "Cancelled")]

describe("orderTotals", () => {
  it("with prices that include VAT, charges what the bag said and shows the VAT contained in it", () => {
    // 3897 × 16/116 = 537.517 → 537.52; the card carries none; the cancelled line counts for nothing.
    expect(orderTotals(lines, true, 16)).toEqual({ total: 3859.48, totalTax: 537.52, totalWithTax: 4397 })
    expect(shownTotal(lines)).toBe(4397)
  })

  it("rounds each line's VAT to the cent before adding", () => {
    // Each 1 × 16/116 = 0.138 → 0.14; three lines 0.42 (not 3 × 16/116 = 0.41).
    expect(orderTotals([line(1, 1, true), line(1, 1, true), line(1, 1, true)], true, 16)).toEqual({
      total: 2.58,
      totalTax: 0.42,
      totalWithTax: 3,
    })
  })

  it("counts nothing for an order whose lines are all cancelled", () => {
    expect(orderTotals([line(1299, 3, true, "Cancelled")], true, 16)).toEqual({ total: 0, totalTax: 0, totalWithTax: 0 })
  })

  it("with PRICES_INCLUDE_VAT=off, adds the VAT on top as before", () => {
    // 3897 × 16% = 623.52 on top of the bag's 4397.
    expect(orderTotals(lines, false, 16)).toEqual({ total: 4397, totalTax: 623.52, totalWithTax: 5020.52 })
  })

  it("reads PRICES_INCLUDE_VAT from the environment: on unless it is off", () => {
    expect(pricesIncludeVat({})).toBe(true)
    expect(pricesIncludeVat({ PRICES_INCLUDE_VAT: "on" })).toBe(true)
    expect(pricesIncludeVat({ PRICES_INCLUDE_VAT: "off" })).toBe(false)
  })
})
