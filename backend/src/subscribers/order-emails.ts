import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ShopEvents } from "../domain/events"
import { sendEmail } from "../emails/send-email"
import { orderCancelledEmail, orderPlacedEmail } from "../emails/templates"
import { ORDER_FIELDS, toOrdersJson } from "../queries/orders/load-orders"
import { describeDelivery } from "../domain/delivery/order-delivery"

type OrderEvent = { id?: string; orderId?: string; lineItemId?: string }

export default async function orderEmails({ event, container }: SubscriberArgs<OrderEvent>) {
  const orderId = event.data.id ?? event.data.orderId
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const stored = data[0]
  if (!stored?.customer_id) return
  const [order] = await toOrdersJson(container, [stored])
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(stored.customer_id)
  const firstName = customer.first_name ?? ""

  if (event.name === ShopEvents.ORDER_PLACED) {
    const summary = { ...order, deliveryNote: { ready: order.delivery.state === "Ready", text: describeDelivery(order.delivery) } }
    return sendEmail(container, customer.email, "order-placed", orderPlacedEmail(firstName, summary))
  }
  const line = order.products.find((product) => product._id === event.data.lineItemId)
  return sendEmail(container, customer.email, "order-cancelled", orderCancelledEmail(firstName, order, line?.name))
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_PLACED, ShopEvents.ORDER_CANCELLED, ShopEvents.ORDER_LINE_CANCELLED],
}
