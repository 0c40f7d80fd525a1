import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { sendSms } from "../emails/send-sms"
import { orderCancelledEmail, orderPlacedEmail } from "../emails/templates"
import { lineCancelledSms, orderCancelledSms, orderPlacedSms } from "../emails/buyer-order-sms"
import { loadOrderNotice } from "../queries/orders/order-notices"
import { deliveryArrival, describeDelivery } from "../domain/delivery/order-delivery"

type OrderEvent = { id?: string; orderId?: string; lineItemId?: string }

/**
 * Tells the buyer that her order was placed or cancelled (or one item of it), by e-mail and by SMS to
 * the phone she gave at checkout. A cancellation of what M-Pesa paid says what will be refunded, to
 * which phone (masked).
 */
export default async function orderEmails({ event, container }: SubscriberArgs<OrderEvent>) {
  const orderId = event.data.id ?? event.data.orderId
  const loaded = orderId ? await loadOrderNotice(container, orderId) : null
  if (!loaded) return
  const { order, buyer, refund } = loaded
  const text = (template: string, message: string) => (buyer.smsPhone ? sendSms(container, buyer.smsPhone, template, message) : null)

  if (event.name === ShopEvents.ORDER_PLACED) {
    const summary = { ...order, deliveryNote: { ready: order.delivery.state === "Ready", text: describeDelivery(order.delivery) } }
    // The SMS never throws (it retries once and logs), so the e-mail goes out either way.
    await text("order-placed", orderPlacedSms(order, deliveryArrival(order.delivery)))
    return sendEmail(container, buyer.email, "order-placed", orderPlacedEmail(buyer.firstName, summary))
  }
  const line = event.data.lineItemId ? order.products.find((product) => product._id === event.data.lineItemId) : undefined
  const owed = refund ? (line ? Math.min(Math.floor(line.totalPrice), refund.due) : refund.due) : 0
  const refundNotice = refund && owed > 0 ? { amount: owed, phone: refund.phone } : null
  await text(line ? "line-cancelled" : "order-cancelled", line ? lineCancelledSms(order, line, refundNotice) : orderCancelledSms(order, refundNotice))
  return sendEmail(container, buyer.email, "order-cancelled", orderCancelledEmail(buyer.firstName, order, line, refundNotice))
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_PLACED, ShopEvents.ORDER_CANCELLED, ShopEvents.ORDER_LINE_CANCELLED],
}
