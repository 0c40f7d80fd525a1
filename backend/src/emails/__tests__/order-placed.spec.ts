import { orderPlacedEmail } from "../templates"

const order = (created: string) => ({
  _id: "order_1",
  number: "DK-1001",
  created,
  total: 13559.48,
  totalTax: 2089.52,
  totalWithTax: 15649,
  products: [{ name: "Kiondo basket", quantity: 1, totalPrice: 15649, status: "Not processed" }],
})

describe("the order confirmation e-mail", () => {
  it("dates an order placed at 01:30 in Nairobi (22:30 UTC the day before) by Nairobi's calendar", () => {
    const mail = orderPlacedEmail("Amani", order("2025-03-04T22:30:00.000Z"))
    expect(mail.text).toMatch(/^Order date: March 5, 2025$/m)
    expect(mail.html).toContain("Order date: March 5, 2025")
  })

  it("writes its money the shop's one way", () => {
    const mail = orderPlacedEmail("Amani", order("2025-03-05T10:00:00.000Z"))
    expect(mail.text).toMatch(/^1 × Kiondo basket: Kes\. 15,649$/m)
    expect(mail.text).toMatch(/^Subtotal: Kes\. 13,559\.48$/m)
    expect(mail.text).toMatch(/^VAT: Kes\. 2,089\.52$/m)
    expect(mail.text).toMatch(/^Total: Kes\. 15,649$/m)
  })
})
