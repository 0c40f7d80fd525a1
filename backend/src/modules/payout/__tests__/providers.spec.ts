import { payoutProvider, type PayoutTransport } from "../providers"
import type { PayoutRow } from "../types"

const payout = (over: Partial<PayoutRow> = {}) =>
  ({ id: "pout_1", method: "mpesa", amount_cents: "225000", phone: "254712345678", attempts: 0, sent_at: null, ...over }) as PayoutRow

const recording = () => {
  const requests: unknown[] = []
  const transport: PayoutTransport = {
    b2c: async (request) => {
      requests.push(request)
      return { sent: true, conversationId: "AG_1", reason: null }
    },
  }
  return { requests, transport }
}

describe("payout providers", () => {
  it("M-Pesa B2C sends one BusinessPayment with the payout's id, amount and phone, and answers what came of it", async () => {
    const { requests, transport } = recording()
    const outcome = await payoutProvider("mpesa").send(payout(), transport)
    expect(outcome).toEqual({ sent: true, conversationId: "AG_1", reason: null })
    expect(requests).toEqual([
      { id: "pout_1", noun: "payout", amountCents: 225000, phone: "254712345678", remarks: "Duka seller payout", sentBefore: false },
    ])
  })

  it("M-Pesa B2C marks a payout attempted before as sent before (a refusal of the repeat says nothing of the first request)", async () => {
    const { requests, transport } = recording()
    await payoutProvider("mpesa").send(payout({ attempts: 1 }), transport)
    await payoutProvider("mpesa").send(payout({ sent_at: new Date() }), transport)
    expect(requests.map((request) => (request as { sentBefore: boolean }).sentBefore)).toEqual([true, true])
  })

  it("a bank transfer sends nothing: the admin pays it by hand", async () => {
    const { requests, transport } = recording()
    expect(await payoutProvider("bank").send(payout({ method: "bank", phone: null }), transport)).toBeNull()
    expect(requests).toEqual([])
  })

  it("says per kind who pays and whether a late success still counts", () => {
    expect(payoutProvider("mpesa")).toMatchObject({ kind: "mpesa", paidByHand: false, lateSuccessAllowed: true })
    expect(payoutProvider("bank")).toMatchObject({ kind: "bank", paidByHand: true, lateSuccessAllowed: false })
  })
})
