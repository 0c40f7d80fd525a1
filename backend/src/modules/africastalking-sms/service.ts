import { AbstractNotificationProviderService } from "@medusajs/framework/utils"
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { invalid, unexpectedState } from "../../domain/errors"

export type AfricasTalkingOptions = { username: string; apiKey: string; senderId?: string; baseUrl: string }

/** Africa's Talking's per-number codes that mean the message was taken: Processed, Sent, Queued. */
const ACCEPTED = new Set([100, 101, 102])
const TIMEOUT_MS = 10_000

type Recipient = { statusCode?: number; number?: string; status?: string; messageId?: string }
type Reply = { SMSMessageData?: { Message?: string; Recipients?: Recipient[] } }

/**
 * SMS through Africa's Talking's messaging API (POST /version1/messaging, form-encoded
 * `username`, `to`, `message`, `from`). A reply that is not 2xx, or a recipient whose status
 * code is not 100–102 (a rejected number, no balance…), is an error, so the caller can retry.
 */
class AfricasTalkingSmsService extends AbstractNotificationProviderService {
  static identifier = "africastalking"
  protected logger_: Logger

  constructor({ logger }: { logger: Logger }, protected readonly options_: AfricasTalkingOptions) {
    super()
    this.logger_ = logger
  }

  static validateOptions(options: Record<string, unknown>) {
    if (!options.username || !options.apiKey || !options.baseUrl) {
      throw invalid("Africa's Talking needs AT_USERNAME and AT_API_KEY.")
    }
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const message = notification.content?.text
    if (!notification.to || !message) {
      throw invalid("An SMS needs a recipient and a text.")
    }
    const form = new URLSearchParams({ username: this.options_.username, to: notification.to, message })
    if (this.options_.senderId) form.set("from", this.options_.senderId)
    const res = await fetch(`${this.options_.baseUrl.replace(/\/+$/, "")}/version1/messaging`, {
      method: "POST",
      headers: {
        apiKey: this.options_.apiKey,
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const body = await res.text()
    if (!res.ok) {
      throw unexpectedState(`Africa's Talking answered ${res.status}: ${body.slice(0, 200)}`)
    }
    let reply: Reply
    try {
      reply = JSON.parse(body) as Reply
    } catch {
      throw unexpectedState(`Africa's Talking answered ${res.status} with no JSON: ${body.slice(0, 200)}`)
    }
    const recipients = reply.SMSMessageData?.Recipients ?? []
    const refused = recipients.filter((r) => !ACCEPTED.has(Number(r.statusCode)))
    if (!recipients.length || refused.length) {
      const why = refused.map((r) => `${r.number}: ${r.statusCode} ${r.status}`).join(", ") || reply.SMSMessageData?.Message || "no recipients"
      throw unexpectedState(`Africa's Talking did not send the SMS (${why}).`)
    }
    this.logger_.info(`SMS "${notification.template}" to ${notification.to} sent: ${reply.SMSMessageData?.Message ?? ""}`)
    return { id: recipients.map((r) => r.messageId).filter(Boolean).join(",") || undefined }
  }
}

export default AfricasTalkingSmsService
