import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * Sends one SMS through Medusa's notification module (Africa's Talking or the local outbox).
 * A failed SMS is tried once more and then logged: it never fails what it tells about.
 * Returns whether it was sent.
 */
export async function sendSms(container: MedusaContainer, to: string, template: string, text: string) {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await notifications.createNotifications({ to, channel: "sms", template, content: { text }, data: {} })
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      logger.warn(`SMS "${template}" to ${to} failed (attempt ${attempt} of 2): ${message}`)
    }
  }
  logger.error(`SMS "${template}" to ${to} was not sent.`)
  return false
}
