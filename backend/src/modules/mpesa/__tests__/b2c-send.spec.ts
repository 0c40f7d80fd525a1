import type { B2cSettings } from "../../../config/mpesa-b2c"
import { sendB2c, type B2cSend } from "../b2c-send"
import { DarajaError, type B2cPaymentInput } from "../daraja-client"

// What counts as sent for a B2C payout or refund (the wire part the payout steps used to hold).

const settings = { resultUrl: "https://shop.example/hooks/payouts/s/result", queueTimeoutUrl: "https://shop.example/hooks/payouts/s/timeout" } as B2cSettings
const send: B2cSend = { id: "pout_1", noun: "payout", amountCents: 150_000, phone: "254712345678", remarks: "Seller payout", sentBefore: false }

function account(answer: () => Promise<{ conversationId: string; originatorConversationId: string }>) {
  const asked: B2cPaymentInput[] = []
  return { asked, account: { settings, pay: (input: B2cPaymentInput) => (asked.push(input), answer()) } }
}
const logger = () => ({ warn: jest.fn() })
const refused = (kind: DarajaError["kind"]) => () => Promise.reject(new DarajaError("500.002.1001", kind, `Daraja said ${kind}`))

describe("sendB2c", () => {
  it("sends whole shillings to the phone with the payout's id as OriginatorConversationID and Occasion", async () => {
    const { asked, account: a } = account(async () => ({ conversationId: "AG_1", originatorConversationId: "pout_1" }))
    expect(await sendB2c(a, send, logger())).toEqual({ sent: true, conversationId: "AG_1", reason: null })
    expect(asked).toEqual([
      { originatorConversationId: "pout_1", amount: 1500, phone: "254712345678", remarks: "Seller payout", occasion: "pout_1", resultUrl: settings.resultUrl, queueTimeoutUrl: settings.queueTimeoutUrl },
    ])
  })

  it("not configured, or no phone: not sent, nothing asked", async () => {
    expect(await sendB2c(null, send, logger())).toEqual({ sent: false, reason: "M-Pesa B2C is not configured.", resultCode: null })
    const { asked, account: a } = account(async () => ({ conversationId: "AG_1", originatorConversationId: "pout_1" }))
    expect(await sendB2c(a, { ...send, phone: null }, logger())).toMatchObject({ sent: false })
    expect(asked).toEqual([])
  })

  it("a refusal fails it with Daraja's code; an unknown outcome or a duplicate counts as sent", async () => {
    expect(await sendB2c(account(refused("badRequest")).account, send, logger())).toEqual({
      sent: false,
      reason: "M-Pesa refused the payout: Daraja said badRequest",
      resultCode: "500.002.1001",
    })
    expect(await sendB2c(account(refused("server")).account, { ...send, noun: "refund" }, logger())).toEqual({
      sent: true,
      conversationId: null,
      reason: "M-Pesa's answer was lost; the refund's status is checked after the timeout.",
    })
    expect(await sendB2c(account(refused("duplicate")).account, send, logger())).toEqual({ sent: true, conversationId: null, reason: null })
  })

  it("a refused repeat of one sent before stays sent: the first request may have paid", async () => {
    const log = logger()
    expect(await sendB2c(account(refused("busy")).account, { ...send, sentBefore: true }, log)).toEqual({
      sent: true,
      conversationId: null,
      reason: "M-Pesa refused the repeat (Daraja said busy); the first request's outcome is checked with Transaction Status.",
    })
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("B2C payout pout_1: the repeat was refused"))
  })
})
