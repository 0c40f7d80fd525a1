import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { toKenyanPhone } from "../domain/notifications/kenyan-phone"
import { payoutMethodChangedEmail, payoutMethodChangedSms, type PayoutMethodNotice } from "../emails/payout-method-templates"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"

type PayoutMethodChanged = PayoutMethodNotice & {
  merchantId: string
  email: string | null
  phone: string | null
  /** The M-Pesa number payouts went to before the change, when it was one and changed. */
  previousPhone?: string | null
}

/**
 * A merchant's payout method was set or changed: the merchant's e-mail and phone as they were
 * before the change (carried by the event) are told, and the M-Pesa number payouts went to until now is
 * texted too, so a hijacked account cannot redirect payouts unseen.
 */
export default async function payoutMethodNotices({ event, container }: SubscriberArgs<PayoutMethodChanged>) {
  const { email, phone, previousPhone, ...notice } = event.data
  const phones = [...new Set([toKenyanPhone(phone), toKenyanPhone(previousPhone ?? null)].filter((to): to is string => !!to))]
  await Promise.all([
    ...phones.map((to) => sendSms(container, to, "payout-method-changed", payoutMethodChangedSms(notice))),
    email ? sendEmail(container, email, "payout-method-changed", payoutMethodChangedEmail(notice)) : null,
  ])
}

export const config: SubscriberConfig = { event: ShopEvents.PAYOUT_METHOD_CHANGED }
