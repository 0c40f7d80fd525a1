import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { b2cSettings, type B2cSettings } from "../../config/mpesa-b2c"
import { invalid } from "../../domain/errors"
import { PAYOUT_MESSAGES } from "../../domain/ledger/payouts"
import { DarajaError } from "../../modules/mpesa/daraja-client"
import { darajaClient } from "../payments/daraja"

/** The B2C settings, or 400 when M-Pesa B2C is not configured. */
export function requireB2cSettings(): B2cSettings {
  const settings = b2cSettings()
  if (!settings) throw invalid(PAYOUT_MESSAGES.b2cNotConfigured)
  return settings
}

/** The Daraja client with the B2C account, sharing the one OAuth token with the STK payments. */
export const b2cClient = (container: MedusaContainer, settings: B2cSettings) => darajaClient(container, settings)

/** One B2C BusinessPayment to send, and how its caller records what came of it. */
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
  /** Accepted or outcome unknown: one more attempt, with Daraja's ConversationID when known. */
  recordSent: (conversationId: string | null, reason: string | null) => Promise<unknown>
  /** Not sent (not configured) or refused by Daraja: settles it Failed with the reason and Daraja's code. */
  recordFailed: (reason: string, resultCode: string | null) => Promise<unknown>
}

/**
 * Sends one B2C BusinessPayment. Accepted, an unknown outcome (a 5xx, no answer) or "Duplicate"
 * (already requested): recordSent, it stays Processing until the result, or Transaction Status after
 * the timeout. Refused (bad request, credentials, busy), or B2C not configured: recordFailed, unless
 * it was sent before (a retry): then the first request may have paid, so it stays Processing too and
 * only Transaction Status can fail it. Never throws for Daraja's answer: what may have been sent is
 * never undone.
 */
export async function sendB2cPayment(container: MedusaContainer, send: B2cSend) {
  const settings = b2cSettings()
  if (!settings || !send.phone) {
    await send.recordFailed("M-Pesa B2C is not configured.", null)
    return
  }
  try {
    const ack = await b2cClient(container, settings).b2cPayment({
      originatorConversationId: send.id,
      amount: send.amountCents / 100,
      phone: send.phone,
      remarks: send.remarks,
      occasion: send.id,
      resultUrl: settings.resultUrl,
      queueTimeoutUrl: settings.queueTimeoutUrl,
    })
    await send.recordSent(ack.conversationId, null)
  } catch (error) {
    const kind = error instanceof DarajaError ? error.kind : "server"
    if (send.sentBefore && kind !== "server" && kind !== "duplicate") {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`B2C ${send.noun} ${send.id}: the repeat was refused (${(error as Error).message}); Transaction Status will tell`)
      await send.recordSent(null, `M-Pesa refused the repeat (${(error as Error).message}); the first request's outcome is checked with Transaction Status.`)
    } else if (kind === "server" || kind === "duplicate") {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`B2C ${send.noun} ${send.id}: outcome unknown (${(error as Error).message}); Transaction Status will tell`)
      await send.recordSent(null, kind === "server" ? `M-Pesa's answer was lost; the ${send.noun}'s status is checked after the timeout.` : null)
    } else {
      await send.recordFailed(`M-Pesa refused the ${send.noun}: ${(error as Error).message}`, error instanceof DarajaError ? error.code : null)
    }
  }
}
