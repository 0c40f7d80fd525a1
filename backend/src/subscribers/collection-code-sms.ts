import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import type { StoredDelivery } from "../domain/delivery/order-delivery"
import { sendSms } from "../emails/send-sms"
import { collectionCodeSms } from "../emails/collection-code-sms"
import { loadOrderNotice } from "../queries/orders/order-notices"

/**
 * Texts the buyer of a pickup order its collection code once the order is placed (or once an order
 * placed without details gets a pickup station), to the phone given at checkout.
 */
export default async function collectionCodeSmsSubscriber({ event, container }: SubscriberArgs<{ id: string }>) {
  const found = await loadOrderNotice(container, event.data.id)
  const stored = found?.stored.metadata?.delivery as StoredDelivery | undefined
  if (!found || stored?.option !== "pickup" || !stored.collectionCode || !found.buyer.smsPhone) return
  await sendSms(container, found.buyer.smsPhone, "collection-code", collectionCodeSms(found.order, stored.collectionCode))
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_PLACED, ShopEvents.ORDER_DELIVERY_SET],
}
