import { addDays, cardPeriods, daysBetween, exportWindow, isCalendarDate, lastDays, shopDate, startOfDay, EXPORT_RANGE_ORDER, EXPORT_RANGE_TOO_LONG } from "../periods"

describe("overview periods", () => {
  it("reads calendar days in the shop's zone: 22:30 UTC is already the next day in Nairobi", () => {
    expect(shopDate(new Date("2026-11-26T22:30:00Z"), "Africa/Nairobi")).toBe("2026-11-27")
    expect(shopDate(new Date("2026-11-26T20:59:59Z"), "Africa/Nairobi")).toBe("2026-11-26")
    expect(startOfDay("2026-11-27", "Africa/Nairobi").toISOString()).toBe("2026-11-26T21:00:00.000Z")
  })

  it("finds midnight across a daylight-saving change", () => {
    // London moves to BST on 2026-03-29: that day starts at 00:00 GMT, the next at 23:00 UTC.
    expect(startOfDay("2026-03-29", "Europe/London").toISOString()).toBe("2026-03-29T00:00:00.000Z")
    expect(startOfDay("2026-03-30", "Europe/London").toISOString()).toBe("2026-03-29T23:00:00.000Z")
  })

  it("builds the last N days up to today and the N days before", () => {
    const now = new Date("2026-11-27T05:00:00Z")
    const week = lastDays(now, 7, "Africa/Nairobi")
    expect(week.dates).toEqual(["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"])
    expect(week.current).toEqual({ from: new Date("2026-11-20T21:00:00Z"), to: new Date("2026-11-27T21:00:00Z") })
    expect(week.previous).toEqual({ from: new Date("2026-11-13T21:00:00Z"), to: new Date("2026-11-20T21:00:00Z") })
    const cards = cardPeriods(now, "Africa/Nairobi")
    expect(cards.today.current).toEqual({ from: new Date("2026-11-26T21:00:00Z"), to: new Date("2026-11-27T21:00:00Z") })
    expect(cards.today.previous.from).toEqual(new Date("2026-11-25T21:00:00Z"))
    expect(cards.last30.dates).toHaveLength(30)
  })

  it("checks calendar dates and counts days", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true)
    expect(isCalendarDate("2026-02-30")).toBe(false)
    expect(isCalendarDate("2026-2-3")).toBe(false)
    expect(isCalendarDate("2026-02-03T00:00")).toBe(false)
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(daysBetween("2026-01-01", "2027-01-02")).toBe(366)
  })

  it("turns an export's inclusive dates into [from, to) and refuses backwards or over-long ranges", () => {
    expect(exportWindow("2026-11-01", "2026-11-01", "Africa/Nairobi")).toEqual({
      from: new Date("2026-10-31T21:00:00Z"),
      to: new Date("2026-11-01T21:00:00Z"),
    })
    expect(exportWindow("2026-11-02", "2026-11-01", "Africa/Nairobi")).toEqual({ error: EXPORT_RANGE_ORDER })
    expect(exportWindow("2026-01-01", "2027-01-02", "Africa/Nairobi")).not.toHaveProperty("error")
    expect(exportWindow("2026-01-01", "2027-01-03", "Africa/Nairobi")).toEqual({ error: EXPORT_RANGE_TOO_LONG })
  })
})
