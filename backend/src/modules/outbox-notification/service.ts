import fs from "fs/promises"
import path from "path"
import { AbstractNotificationProviderService } from "@medusajs/framework/utils"
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { invalid } from "../../domain/errors"

type Options = { outboxDir: string }

/**
 * Development e-mail: writes each message (subject, recipient, HTML and text) to the
 * outbox folder as an .html file with a .json twin, and logs the path, so a person
 * running the shop locally can open a reset link. SMS (channel "sms", when Africa's Talking
 * is not configured) is written there too, as a .sms text file.
 */
class OutboxNotificationService extends AbstractNotificationProviderService {
  static identifier = "outbox"
  protected logger_: Logger
  protected outboxDir_: string

  constructor({ logger }: { logger: Logger }, options: Options) {
    super()
    this.logger_ = logger
    this.outboxDir_ = options.outboxDir
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    if (notification?.channel === "sms") return this.writeSms(notification)
    if (!notification?.to || !notification.content?.subject) {
      throw invalid("An e-mail needs a recipient and a subject.")
    }
    await fs.mkdir(this.outboxDir_, { recursive: true })
    const safeTo = notification.to.replace(/[^a-z0-9@._-]/gi, "_")
    const base = path.join(this.outboxDir_, `${Date.now()}-${notification.template}-${safeTo}`)
    const { subject, html = "", text = "" } = notification.content
    await fs.writeFile(`${base}.html`, html)
    // Written under a temporary name first, so a reader never sees half a message.
    const record = JSON.stringify({ to: notification.to, subject, template: notification.template, text, html }, null, 2)
    await fs.writeFile(`${base}.json.tmp`, record)
    await fs.rename(`${base}.json.tmp`, `${base}.json`)
    this.logger_.info(`E-mail "${subject}" to ${notification.to} written to ${base}.html`)
    return { id: path.basename(base) }
  }

  private async writeSms(notification: ProviderSendNotificationDTO) {
    const text = notification.content?.text
    if (!notification.to || !text) {
      throw invalid("An SMS needs a recipient and a text.")
    }
    await fs.mkdir(this.outboxDir_, { recursive: true })
    const safeTo = notification.to.replace(/[^0-9+]/g, "_")
    const file = path.join(this.outboxDir_, `${Date.now()}-${notification.template}-${safeTo}.sms`)
    await fs.writeFile(`${file}.tmp`, `To: ${notification.to}\nTemplate: ${notification.template}\n\n${text}\n`)
    await fs.rename(`${file}.tmp`, file)
    this.logger_.info(`SMS to ${notification.to} written to ${file}`)
    return { id: path.basename(file) }
  }
}

export default OutboxNotificationService
