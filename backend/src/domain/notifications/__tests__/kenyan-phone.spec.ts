import { toKenyanPhone, toShopPhone } from "../kenyan-phone"

describe("toKenyanPhone", () => {
  it.each([
    ["0712345678", "+254712345678"],
    ["0712 345 678", "+254712345678"],
    ["(071) 234-5678", "+254712345678"],
    ["0110123456", "+254110123456"],
    ["254712345678", "+254712345678"],
    ["+254 712 345 678", "+254712345678"],
    ["+254110123456", "+254110123456"],
    ["712345678", "+254712345678"],
  ])("%s → %s", (raw, expected) => {
    expect(toKenyanPhone(raw)).toBe(expected)
  })

  it.each([null, undefined, "", "   ", "071234567", "07123456789", "0212345678", "+44712345678", "+0712345678", "2547123456789", "0712abc678", "07-12-34-56-7"])(
    "refuses %p",
    (raw) => {
      expect(toKenyanPhone(raw)).toBeNull()
    }
  )
})

describe("toShopPhone: a phone field's stored value", () => {
  it.each([
    ["+254 712 345 678", "+254712345678"],
    ["0712 345 678", "+254712345678"],
    ["0110 123 456", "+254110123456"],
    ["(071) 234-5678", "+254712345678"],
    // The spec's 10-digit pattern, when the number is not Kenyan, is kept as typed.
    [" (555) 123-4567 ", "(555) 123-4567"],
    ["555.123.4567", "555.123.4567"],
  ])("%s → %s", (raw, expected) => {
    expect(toShopPhone(raw)).toBe(expected)
  })

  it.each(["", "call me", "12345", "+254 812 345 678", "+44 7700 900123", "+0712 345 678"])("refuses %p", (raw) => {
    expect(toShopPhone(raw)).toBeNull()
  })
})
