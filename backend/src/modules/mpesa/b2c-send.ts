import type { Logger } from "@medusajs/framework/types"
import type { B2cSettings } from "../../config/mpesa-b2c"
import { DarajaError, type B2cAck, type B2cPaymentInput } from "./daraja-client"

/** One B2C BusinessPayment to send (a seller's payout or a buyer's refund). */
export type B2cSend = {
  /** The payout's or refund's id: the OriginatorConversationID (Daraja refuses a repeat) and Occasion. */
  id: string
  /** What is paid, as its reasons and the log name it. */
  noun: "payout" | "refund"
  amountCents: number
  /** Where it goes; none: it cannot be sent, like a shop without B2C settings. */
  phone: string | null
  remarks: string
  /** Sent before (a retry): a refusal now says nothing of the first request, which may have paid. */
  sentBefore: boolean
}

/**
 * What came of it. Sent: accepted or outcome unknown (one more attempt, with Daraja's ConversationID
 * when known, and a reason when there is something to say). Not sent: not configured or refused by
 * Daraja (settled Failed with the reason and Daraja's code).
 */
export type B2cSendOutcome =
  | { sent: true; conversationId: string | null; reason: string | null }
  | { sent: false; reason: string; resultCode: string | null }

type B2cAccount = { settings: B2cSettings; pay: (input: B2cPaymentInput) => Promise<B2cAck> }

/**
 * Sends one B2C BusinessPayment. Accepted, an unknown outcome (a 5xx, no answer) or "Duplicate"
 * (already requested): sent, it stays Processing until the result, or Transaction Status after the
 * timeout. Refused (bad request, credentials, busy), or B2C not configured: not sent, unless it was
 * sent before (a retry): then the first request may have paid, so it counts as sent too and only
 * Transaction Status can fail it. Never throws for Daraja's answer: what may have been sent is never undone.
 */
export async function sendB2c(account: B2cAccount | null, send: B2cSend, logger: Pick<Logger, "warn">): Promise<B2cSendOutcome> {
  if (!account || !send.phone) return { sent: false, reason: "M-Pesa B2C is not configured.", resultCode: null }
  try {
    const ack = await account.pay({
      originatorConversationId: send.id,
      amount: send.amountCents / 100,
      phone: send.phone,
      remarks: send.remarks,
      occasion: send.id,
      resultUrl: account.settings.resultUrl,
      queueTimeoutUrl: account.settings.queueTimeoutUrl,
    })
    return { sent: true, conversationId: ack.conversationId, reason: null }
  } catch (error) {
    const kind = error instanceof DarajaError ? error.kind : "server"
    const message = (error as Error).message
    if (send.sentBefore && kind !== "server" && kind !== "duplicate") {
      logger.warn(`B2C ${send.noun} ${send.id}: the repeat was refused (${message}); Transaction Status will tell`)
      return { sent: true, conversationId: null, reason: `M-Pesa refused the repeat (${message}); the first request's outcome is checked with Transaction Status.` }
    }
    if (kind === "server" || kind === "duplicate") {
      logger.warn(`B2C ${send.noun} ${send.id}: outcome unknown (${message}); Transaction Status will tell`)
      return { sent: true, conversationId: null, reason: kind === "server" ? `M-Pesa's answer was lost; the ${send.noun}'s status is checked after the timeout.` : null }
    }
    return { sent: false, reason: `M-Pesa refused the ${send.noun}: ${message}`, resultCode: error instanceof DarajaError ? error.code : null }
  }
}
