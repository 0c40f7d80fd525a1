import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { toKenyanPhone } from "../domain/notifications/kenyan-phone"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"
import { merchantNewOrderEmail, merchantNewOrderSms } from "../emails/merchant-order-template"
import { findMerchantOrderNotices } from "../queries/orders/order-notices"

/**
 * Tells each merchant with lines in a new order, by SMS and e-mail, what to prepare and for whom;
 * again when the buyer gives the delivery details of an order placed without them.
 */
export default async function merchantOrderNotifications({ event, container }: SubscriberArgs<{ id: string }>) {
  const deliveryUpdate = event.name === ShopEvents.ORDER_DELIVERY_SET
  const notices = (await findMerchantOrderNotices(container, event.data.id)).map((entry) => ({
    ...entry,
    notice: { ...entry.notice, deliveryUpdate },
  }))
  await Promise.all(
    notices.map(async ({ email, phone, notice }) => {
      const to = toKenyanPhone(phone)
      if (to) await sendSms(container, to, "merchant-new-order", merchantNewOrderSms(notice))
      if (email) await sendEmail(container, email, "merchant-new-order", merchantNewOrderEmail(notice))
    })
  )
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_PLACED, ShopEvents.ORDER_DELIVERY_SET],
}
