import { formatShopDate, shopTimeZone } from "../dates"

describe("formatShopDate: dates in the shop's time zone", () => {
  it("dates a time near midnight UTC by Nairobi's calendar", () => {
    // 22:30 UTC on 4 March is 01:30 on 5 March in Nairobi (UTC+3).
    expect(formatShopDate("2025-03-04T22:30:00.000Z", "Africa/Nairobi")).toBe("March 5, 2025")
    expect(formatShopDate(new Date("2024-12-31T21:00:00.000Z"), "Africa/Nairobi")).toBe("January 1, 2025")
    expect(formatShopDate("2025-03-05T10:00:00.000Z", "Africa/Nairobi")).toBe("March 5, 2025")
  })

  it("another zone changes the date", () => {
    expect(formatShopDate("2025-03-04T22:30:00.000Z", "UTC")).toBe("March 4, 2025")
    expect(formatShopDate("2025-03-05T02:00:00.000Z", "America/New_York")).toBe("March 4, 2025")
  })

  it("is empty for an invalid date", () => {
    expect(formatShopDate("not a date", "Africa/Nairobi")).toBe("")
  })
})

describe("shopTimeZone", () => {
  it("is Africa/Nairobi unless SHOP_TIME_ZONE names another", () => {
    expect(shopTimeZone({})).toBe("Africa/Nairobi")
    expect(shopTimeZone({ SHOP_TIME_ZONE: "" })).toBe("Africa/Nairobi")
    expect(shopTimeZone({ SHOP_TIME_ZONE: "UTC" })).toBe("UTC")
  })

  it("refuses a zone that does not exist, naming it", () => {
    expect(() => shopTimeZone({ SHOP_TIME_ZONE: "Africa/Narnia" })).toThrow("SHOP_TIME_ZONE=Africa/Narnia is not a time zone")
  })
})
