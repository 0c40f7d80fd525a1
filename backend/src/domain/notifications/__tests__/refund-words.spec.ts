import { maskShopperPhone, refundDue, refundSentText, refundWillText } from "../refund-words"

describe("a shopper's refund in her words", () => {
  it.each([["254712345615"], ["+254712345615"], ["0712345615"], ["0712 345 615"]])("masks the paying phone %s as 0712 *** 615", (phone) => {
    expect(maskShopperPhone(phone)).toBe("0712 *** 615")
  })

  it("says what will be refunded, to which phone, by M-Pesa; and the M-Pesa ref once sent", () => {
    expect(refundWillText(13349, "0712 *** 615")).toBe("Kes. 13,349 will be refunded to 0712 *** 615 by M-Pesa")
    expect(refundSentText("QK7H2XYZ")).toBe("Refund sent, M-Pesa ref QK7H2XYZ")
  })

  it("refunds all M-Pesa took for an order cancelled whole, a cancelled line's price in whole shillings, less what was sent", () => {
    const facts = { paid: true, paymentAmount: 13349, allCancelled: true, cancelledAmount: 13348.5, sentAmount: 0 }
    expect(refundDue(facts)).toBe(13349)
    expect(refundDue({ ...facts, allCancelled: false, cancelledAmount: 4200.5 })).toBe(4200)
    expect(refundDue({ ...facts, sentAmount: 4200 })).toBe(9149)
    expect(refundDue({ ...facts, paid: false })).toBe(0)
  })
})
