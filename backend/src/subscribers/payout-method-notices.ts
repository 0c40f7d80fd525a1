import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { toKenyanPhone } from "../domain/notifications/kenyan-phone"
import { payoutMethodChangedEmail, payoutMethodChangedSms, type PayoutMethodNotice } from "../emails/payout-method-templates"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"

type PayoutMethodChanged = PayoutMethodNotice & { merchantId: string; email: string | null; phone: string | null }

/**
 * A merchant's payout method was set or changed: the merchant's e-mail and phone as they were
 * before the change (carried by the event) are told, so a hijacked account cannot redirect payouts unseen.
 */
export default async function payoutMethodNotices({ event, container }: SubscriberArgs<PayoutMethodChanged>) {
  const { email, phone, ...notice } = event.data
  const to = toKenyanPhone(phone)
  await Promise.all([
    to ? sendSms(container, to, "payout-method-changed", payoutMethodChangedSms(notice)) : null,
    email ? sendEmail(container, email, "payout-method-changed", payoutMethodChangedEmail(notice)) : null,
  ])
}

export const config: SubscriberConfig = { event: ShopEvents.PAYOUT_METHOD_CHANGED }
