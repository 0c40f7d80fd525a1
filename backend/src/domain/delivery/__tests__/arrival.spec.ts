import { addDays, arrivalText, arrivalWindow, shopDay } from "../arrival"
import { collectionCodeMatches, newCollectionCode } from "../collection-code"

describe("the delivery promise", () => {
  it("counts the days from the shop's calendar day, not UTC's", () => {
    // 22:30 UTC on 2 Dec is already 3 Dec in Nairobi.
    expect(shopDay(new Date("2024-12-02T22:30:00Z"), "Africa/Nairobi")).toBe("2024-12-03")
    expect(shopDay(new Date("2024-12-02T22:30:00Z"), "UTC")).toBe("2024-12-02")
    expect(arrivalWindow("2024-12-02", { minDays: 1, maxDays: 2 })).toEqual({ from: "2024-12-03", to: "2024-12-04" })
    expect(arrivalWindow("2024-12-02", null)).toBeNull()
    expect(addDays("2024-12-30", 3)).toBe("2025-01-02")
  })

  it('reads "Arrives Tue 3 – Wed 4 Dec"', () => {
    expect(arrivalText({ from: "2024-12-03", to: "2024-12-04" })).toBe("Arrives Tue 3 – Wed 4 Dec")
    expect(arrivalText({ from: "2024-11-30", to: "2024-12-03" })).toBe("Arrives Sat 30 Nov – Tue 3 Dec")
    expect(arrivalText({ from: "2024-12-03", to: "2024-12-03" })).toBe("Arrives Tue 3 Dec")
  })
})

describe("collection codes", () => {
  it("are six digits and match only themselves", () => {
    const code = newCollectionCode()
    expect(code).toMatch(/^\d{6}$/)
    expect(collectionCodeMatches(code, code)).toBe(true)
    expect(collectionCodeMatches(code === "000000" ? "000001" : "000000", code)).toBe(false)
    expect(collectionCodeMatches("12345", "12345")).toBe(false)
    expect(collectionCodeMatches(code, null)).toBe(false)
  })
})
