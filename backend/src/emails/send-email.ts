import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { Email } from "./layout"

/** Sends one e-mail through Medusa's notification module (SendGrid or the local outbox). */
export async function sendEmail(container: MedusaContainer, to: string, template: string, email: Email) {
  const notifications = container.resolve(Modules.NOTIFICATION)
  await notifications.createNotifications({
    to,
    channel: "email",
    template,
    content: { subject: email.subject, html: email.html, text: email.text },
    data: {},
  })
}
