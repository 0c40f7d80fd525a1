import { lineFigures, pickRate, type CommissionRule } from "../commission"
import { ledgerSettings, percentToBasisPoints } from "../settings"

const rules: CommissionRule[] = [
  { scope: "merchant", targetId: "mer_1", rateBp: 500 },
  { scope: "category", targetId: "cat_kitchen", rateBp: 1500 },
  { scope: "category", targetId: "cat_gifts", rateBp: 2000 },
]

describe("pickRate", () => {
  it("takes the merchant's rule over the category's over the default", () => {
    expect(pickRate(rules, { merchantId: "mer_1", categoryIds: ["cat_kitchen"] }, 1000)).toEqual({ rateBp: 500, source: "merchant" })
    expect(pickRate(rules, { merchantId: "mer_2", categoryIds: ["cat_kitchen"] }, 1000)).toEqual({ rateBp: 1500, source: "category" })
    expect(pickRate(rules, { merchantId: null, categoryIds: ["cat_other"] }, 1000)).toEqual({ rateBp: 1000, source: "default" })
  })

  it("takes the highest category rule when the product is in several", () => {
    expect(pickRate(rules, { merchantId: null, categoryIds: ["cat_kitchen", "cat_gifts"] }, 1000).rateBp).toBe(2000)
  })
})

describe("lineFigures", () => {
  const taxable = { unitPrice: 1160, quantity: 2, taxable: true, vatPercent: 16, pricesIncludeVat: true }

  it("takes commission on the price before VAT when prices include it", () => {
    // 2 × 1160 = 2320.00 paid; VAT 2320 × 16/116 = 320.00; net 2000.00; 10% = 200.00.
    expect(lineFigures(taxable, 1000)).toEqual({
      paidCents: 232_000,
      vatCents: 32_000,
      netCents: 200_000,
      rateBp: 1000,
      commissionCents: 20_000,
      commissionVatCents: 0,
      sellerShareCents: 212_000,
    })
  })

  it("takes commission on the whole price of a line without VAT, and adds VAT on top when prices exclude it", () => {
    expect(lineFigures({ ...taxable, taxable: false }, 1000)).toMatchObject({ paidCents: 232_000, netCents: 232_000, commissionCents: 23_200 })
    expect(lineFigures({ ...taxable, pricesIncludeVat: false }, 1000)).toMatchObject({
      paidCents: 269_120,
      vatCents: 37_120,
      netCents: 232_000,
      commissionCents: 23_200,
      sellerShareCents: 245_920,
    })
  })

  it("rounds to whole cents and keeps paid = share + commission + VAT on commission", () => {
    // 3 × 1299 = 3897.00; VAT 537.52 (as the order's totals round it); net 3359.48; 12.5% = 419.935 → 419.94.
    const figures = lineFigures({ unitPrice: 1299, quantity: 3, taxable: true, vatPercent: 16, pricesIncludeVat: true }, 1250, 16)
    expect(figures).toMatchObject({ vatCents: 53_752, netCents: 335_948, commissionCents: 41_994, commissionVatCents: 6_719 })
    expect(figures.sellerShareCents + figures.commissionCents + figures.commissionVatCents).toBe(figures.paidCents)
    for (const value of Object.values(figures)) expect(Number.isInteger(value)).toBe(true)
  })
})

describe("settings", () => {
  it("reads percentages with at most two decimals, from 0 to 100", () => {
    expect(percentToBasisPoints("12.5")).toBe(1250)
    expect(percentToBasisPoints(7)).toBe(700)
    expect(percentToBasisPoints("100")).toBe(10_000)
    for (const bad of ["101", "-1", "1.234", "", "ten", null]) expect(percentToBasisPoints(bad)).toBeNull()
  })

  it("defaults to 10% commission and a 7-day hold", () => {
    expect(ledgerSettings({})).toEqual({ defaultRateBp: 1000, holdDays: 7, commissionVatPercent: 0 })
    expect(() => ledgerSettings({ COMMISSION_DEFAULT_PERCENT: "150" })).toThrow()
  })
})
