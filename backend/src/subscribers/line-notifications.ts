import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"
import { lineDeliveredEmail, lineDeliveredSms, lineShippedEmail, lineShippedSms } from "../emails/line-templates"
import { findLineNotice } from "../queries/orders/order-notices"

type LineEvent = { orderId: string; lineItemId: string }

/**
 * Tells the buyer, by SMS (to the phone given at checkout, else the profile's) and e-mail, that a line
 * shipped (with its rider or courier when the seller said) or was delivered.
 */
export default async function lineNotifications({ event, container }: SubscriberArgs<LineEvent>) {
  const found = await findLineNotice(container, event.data.orderId, event.data.lineItemId)
  if (!found) return
  const { buyer, line } = found
  const shipped = event.name === ShopEvents.ORDER_LINE_SHIPPED
  const phone = buyer.smsPhone
  // The SMS never throws (it retries once and logs), so the e-mail goes out either way.
  if (phone) await sendSms(container, phone, shipped ? "line-shipped" : "line-delivered", shipped ? lineShippedSms(line) : lineDeliveredSms(line))
  await sendEmail(
    container,
    buyer.email,
    shipped ? "line-shipped" : "line-delivered",
    shipped ? lineShippedEmail(buyer.firstName, line) : lineDeliveredEmail(buyer.firstName, line)
  )
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_LINE_SHIPPED, ShopEvents.ORDER_LINE_DELIVERED],
}
