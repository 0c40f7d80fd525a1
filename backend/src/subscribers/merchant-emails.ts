import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"
import { merchantInvitationSms } from "../emails/merchant-sms"
import { adminEmails } from "../queries/accounts/admin-emails"
import {
  merchantAppliedEmail,
  merchantApplicationForAdminsEmail,
  merchantDisabledEmail,
  merchantInvitationEmail,
  merchantRejectedEmail,
  merchantWelcomeEmail,
} from "../emails/merchant-templates"
import { MERCHANT_MODULE, type MerchantModuleService } from "../modules/merchant"

type MerchantEvent = { id: string; token?: string | null; sms?: boolean }

export default async function merchantEmails({ event, container }: SubscriberArgs<MerchantEvent>) {
  const [merchant] = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).listMerchants({ id: event.data.id }, { take: 1 })
  if (!merchant) return
  const email = merchant.email
  switch (event.name) {
    case ShopEvents.MERCHANT_APPLIED: {
      const admins = await adminEmails(container)
      await Promise.all(admins.map((to) => sendEmail(container, to, "merchant-application-admin", merchantApplicationForAdminsEmail(merchant))))
      if (email) await sendEmail(container, email, "merchant-application", merchantAppliedEmail(merchant))
      return
    }
    case ShopEvents.MERCHANT_APPROVED:
      // A phone-only applicant invited by SMS: the same link, to the phone they applied with.
      if (event.data.sms && event.data.token) {
        await sendSms(container, merchant.phone_number, "merchant-invitation", merchantInvitationSms(merchant, event.data.token))
        return
      }
      if (!email) return
      return event.data.token
        ? sendEmail(container, email, "merchant-invitation", merchantInvitationEmail(merchant, event.data.token, email))
        : sendEmail(container, email, "merchant-welcome", merchantWelcomeEmail(merchant))
    case ShopEvents.MERCHANT_REJECTED:
      if (email) await sendEmail(container, email, "merchant-rejected", merchantRejectedEmail(merchant))
      return
    case ShopEvents.MERCHANT_DISABLED:
      if (email) await sendEmail(container, email, "merchant-disabled", merchantDisabledEmail(merchant))
      return
  }
}

export const config: SubscriberConfig = {
  event: [ShopEvents.MERCHANT_APPLIED, ShopEvents.MERCHANT_APPROVED, ShopEvents.MERCHANT_REJECTED, ShopEvents.MERCHANT_DISABLED],
}
