import { lineCancelledSms, orderCancelledSms, orderPlacedSms, refundSentSms } from "../buyer-order-sms"
import { lineShippedSms } from "../line-templates"

const link = /http:\/\/localhost:\d+\/o\/DK-10023$/

describe("the shopper's SMS", () => {
  it("says the DK number, the total and how it is paid when placed, with the order's link, in one SMS", () => {
    const text = orderPlacedSms({ number: "DK-10023", totalWithTax: 13349, payment: { method: "mpesa", receipt: "QK7H2XYZ12" } })
    expect(text).toMatch(/^Duka Kenya: order DK-10023 placed\. Total Kes\. 13,349, paid by M-Pesa QK7H2XYZ12\. /)
    expect(text).toMatch(link)
    expect(text.length).toBeLessThanOrEqual(160)
  })

  it("says when a placed order arrives, in GSM characters and still one SMS", () => {
    const order = { number: "DK-10023", totalWithTax: 13349, payment: { method: "mpesa", receipt: "QK7H2XYZ12" } }
    const text = orderPlacedSms(order, "Arrives Tue 3 \u2013 Wed 4 Dec")
    expect(text).toContain("paid by M-Pesa QK7H2XYZ12. Arrives Tue 3 - Wed 4 Dec. http")
    expect(text).not.toMatch(/[^\x20-\x7e]/)
    expect(text.length).toBeLessThanOrEqual(160)
  })

  it("says what will be refunded to the masked phone when a paid order is cancelled, never Kes. 0", () => {
    const text = orderCancelledSms({ number: "DK-10023" }, { amount: 13349, phone: "0712 *** 615" })
    expect(text).toContain("order DK-10023 was cancelled. Kes. 13,349 will be refunded to 0712 *** 615 by M-Pesa.")
    expect(text).not.toContain("Kes. 0")
    expect(text.length).toBeLessThanOrEqual(160)
    expect(refundSentSms({ number: "DK-10023", amount: 13349, phone: "0712 *** 615", receipt: "QK7H2XYZ12" })).toContain(
      "Refund sent, M-Pesa ref QK7H2XYZ12: Kes. 13,349 to 0712 *** 615 for order DK-10023."
    )
  })

  it("shortens a long product name (GSM dots, not '…') to keep one SMS, and names the rider when known", () => {
    const line = { number: "DK-10023", name: "Kikapu Hand-Woven Sisal Kiondo Basket With Leather Straps, Extra Large Family Size", variant: "Natural", quantity: 1 }
    const shipped = lineShippedSms({ ...line, carrier: "Rider Otieno +254712345678" })
    expect(shipped.length).toBeLessThanOrEqual(160)
    expect(shipped).toContain("...")
    expect(shipped).not.toContain("…")
    expect(shipped).toContain("Rider Otieno +254712345678.")
    expect(shipped).toMatch(link)
    expect(lineCancelledSms({ number: "DK-10023" }, line, null).length).toBeLessThanOrEqual(160)
  })
})
