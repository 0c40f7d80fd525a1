import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { contactReceivedEmail, newsletterEmail } from "../emails/templates"

type ContactEvent = { email: string }

export default async function contactEmails({ event, container }: SubscriberArgs<ContactEvent>) {
  const { email } = event.data
  if (event.name === ShopEvents.NEWSLETTER_SUBSCRIBED) {
    return sendEmail(container, email, "newsletter-subscribed", newsletterEmail())
  }
  return sendEmail(container, email, "contact-received", contactReceivedEmail())
}

export const config: SubscriberConfig = {
  event: [ShopEvents.NEWSLETTER_SUBSCRIBED, ShopEvents.CONTACT_RECEIVED],
}
