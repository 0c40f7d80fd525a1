import { commissionExplanation, payableOn, releasesByDay } from "../earnings-explained"

describe("commissionExplanation", () => {
  it("names the frozen rate and the price before VAT it is a percent of", () => {
    expect(commissionExplanation({ rateBp: 1000, netCents: 189_655, commissionVatCents: 0 })).toBe("10% of Kes. 1,896.55, the price before VAT")
    expect(commissionExplanation({ rateBp: 1250, netCents: 200_000, commissionVatCents: 4_000 })).toBe(
      "12.5% of Kes. 2,000, the price before VAT, plus Kes. 40 VAT on the commission"
    )
  })
})

describe("payableOn", () => {
  it("counts the hold from the sale and names the day in the shop's time zone", () => {
    // 21:30 UTC on 29 November is already 30 November in Nairobi (UTC+3): payable 7 December there.
    expect(payableOn(new Date("2026-11-29T21:30:00Z"), 7, "Africa/Nairobi")).toBe("2026-12-07")
    expect(payableOn(new Date("2026-11-29T21:30:00Z"), 7, "UTC")).toBe("2026-12-06")
  })

  it("sums pending sales per payable day, earliest first", () => {
    const sales = [
      { soldAt: new Date("2026-11-30T08:00:00Z"), pendingCents: 100_00 },
      { soldAt: new Date("2026-11-29T08:00:00Z"), pendingCents: 250_00 },
      { soldAt: new Date("2026-11-30T18:00:00Z"), pendingCents: 50_00 },
    ]
    expect(releasesByDay(sales, 7, "Africa/Nairobi")).toEqual([
      { date: "2026-12-06", cents: 250_00 },
      { date: "2026-12-07", cents: 150_00 },
    ])
  })
})
