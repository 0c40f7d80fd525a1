import { paidDeliveryRefusal } from "../paid-delivery"
import { awaitingDelivery, type StoredDelivery } from "../order-delivery"

const to = (feeCents: number): StoredDelivery => ({ ...awaitingDelivery("Achieng"), state: "Ready", county: "Mombasa", feeCents })
const paid = (feeCents: number) => ({ payment: { method: "mpesa", state: "Paid" }, delivery: { ...awaitingDelivery(), feeCents } })

describe("a paid order's delivery (issue 48, item 6)", () => {
  it("refuses a delivery that costs more than the fee the order paid", () => {
    expect(paidDeliveryRefusal(paid(0), to(25_000))).toBe(
      "This order is already paid, with Kes. 0 for delivery; delivery there costs Kes. 250. " +
        "Please choose a pickup station or an address whose delivery fee is at most Kes. 0."
    )
    expect(paidDeliveryRefusal(paid(10_000), to(10_001))).toMatch(/^This order is already paid, with Kes. 100 for delivery/)
  })

  it("lets a delivery through that costs the fee paid or less, and any delivery of an order paid on delivery", () => {
    expect(paidDeliveryRefusal(paid(10_000), to(10_000))).toBeNull()
    expect(paidDeliveryRefusal(paid(10_000), to(0))).toBeNull()
    expect(paidDeliveryRefusal({ delivery: awaitingDelivery() }, to(25_000))).toBeNull()
    expect(paidDeliveryRefusal(null, to(25_000))).toBeNull()
  })
})
