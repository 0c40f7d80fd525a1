import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { accountCreatedEmail, passwordChangedEmail, passwordResetEmail } from "../emails/templates"

type AccountEvent = { email: string; firstName: string; token?: string }

export default async function accountEmails({ event, container }: SubscriberArgs<AccountEvent>) {
  const { email, firstName, token } = event.data
  switch (event.name) {
    case ShopEvents.ACCOUNT_CREATED:
      return sendEmail(container, email, "account-created", accountCreatedEmail(firstName))
    case ShopEvents.PASSWORD_RESET_REQUESTED:
      return sendEmail(container, email, "password-reset", passwordResetEmail(firstName, token!))
    case ShopEvents.PASSWORD_CHANGED:
      return sendEmail(container, email, "password-changed", passwordChangedEmail(firstName))
  }
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ACCOUNT_CREATED, ShopEvents.PASSWORD_RESET_REQUESTED, ShopEvents.PASSWORD_CHANGED],
}
