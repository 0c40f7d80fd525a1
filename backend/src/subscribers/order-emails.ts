import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { orderCancelledEmail, orderPlacedEmail } from "../emails/templates"
import { loadOrderNotice } from "../queries/orders/order-notices"
import { describeDelivery } from "../domain/delivery/order-delivery"

type OrderEvent = { id?: string; orderId?: string; lineItemId?: string }

export default async function orderEmails({ event, container }: SubscriberArgs<OrderEvent>) {
  const orderId = event.data.id ?? event.data.orderId
  const loaded = orderId ? await loadOrderNotice(container, orderId) : null
  if (!loaded) return
  const { order, buyer } = loaded

  if (event.name === ShopEvents.ORDER_PLACED) {
    const summary = { ...order, deliveryNote: { ready: order.delivery.state === "Ready", text: describeDelivery(order.delivery) } }
    return sendEmail(container, buyer.email, "order-placed", orderPlacedEmail(buyer.firstName, summary))
  }
  const line = order.products.find((product) => product._id === event.data.lineItemId)
  return sendEmail(container, buyer.email, "order-cancelled", orderCancelledEmail(buyer.firstName, order, line?.name))
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_PLACED, ShopEvents.ORDER_CANCELLED, ShopEvents.ORDER_LINE_CANCELLED],
}
