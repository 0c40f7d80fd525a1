import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { toKenyanPhone } from "../domain/notifications/kenyan-phone"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"
import { merchantLinesCancelledEmail, merchantLinesCancelledSms } from "../emails/merchant-order-template"
import { findMerchantOrderNotices } from "../queries/orders/order-notices"

type CancelEvent = { id?: string; orderId?: string; lineItemId?: string }

/**
 * Tells each seller whose lines were cancelled (one line, or the whole order) by SMS and e-mail which
 * items not to ship (issue item 15).
 */
export default async function merchantCancelNotifications({ event, container }: SubscriberArgs<CancelEvent>) {
  const orderId = event.data.orderId ?? event.data.id
  if (!orderId) return
  const wholeOrder = event.name === ShopEvents.ORDER_CANCELLED
  const notices = await findMerchantOrderNotices(container, orderId, event.data.lineItemId ? [event.data.lineItemId] : undefined)
  await Promise.all(
    notices.map(async ({ email, phone, notice }) => {
      const cancel = { orderId, number: notice.number, merchantName: notice.merchantName, lines: notice.lines, wholeOrder }
      const to = toKenyanPhone(phone)
      if (to) await sendSms(container, to, "merchant-lines-cancelled", merchantLinesCancelledSms(cancel))
      if (email) await sendEmail(container, email, "merchant-lines-cancelled", merchantLinesCancelledEmail(cancel))
    })
  )
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_CANCELLED, ShopEvents.ORDER_LINE_CANCELLED],
}
