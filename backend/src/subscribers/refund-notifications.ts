import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { maskShopperPhone } from "../domain/notifications/refund-words"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"
import { refundSentEmail } from "../emails/refund-templates"
import { refundSentSms } from "../emails/buyer-order-sms"
import { loadOrderNotice } from "../queries/orders/order-notices"

export type RefundSentEvent = { id: string; orderId: string | null; amount: number; phone: string; receipt: string | null }

/** M-Pesa paid a refund of an order: the buyer is told by e-mail and SMS, with its M-Pesa reference (issue item 2). */
export default async function refundNotifications({ event, container }: SubscriberArgs<RefundSentEvent>) {
  const loaded = event.data.orderId ? await loadOrderNotice(container, event.data.orderId) : null
  if (!loaded) return
  const { buyer, order } = loaded
  const refund = { number: order.number, amount: event.data.amount, phone: maskShopperPhone(event.data.phone), receipt: event.data.receipt }
  if (buyer.smsPhone) await sendSms(container, buyer.smsPhone, "refund-sent", refundSentSms(refund))
  await sendEmail(container, buyer.email, "refund-sent", refundSentEmail(buyer.firstName, refund))
}

export const config: SubscriberConfig = {
  event: ShopEvents.REFUND_SENT,
}
