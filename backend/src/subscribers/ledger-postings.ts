import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { lineItemsOfOrder } from "../queries/ledger/line-facts"
import { postLineLedgerWorkflow } from "../workflows/ledger/post-line-ledger"
import { recordMpesaPaymentWorkflow } from "../workflows/ledger/record-mpesa-payment"

type LedgerEvent = { id?: string; orderId?: string; lineItemId?: string }

/**
 * Posts the money of the shop's order events (issue 37): an order paid by M-Pesa is placed (the
 * payment is received), a line is delivered (the sale: the seller's pending share and the shop's
 * commission) or cancelled (the sale reversed, or a prepaid line's money owed back), a whole order
 * is cancelled. Each post has its event's key, so a repeat changes nothing; whatever a crash
 * loses here, the `reconcile-ledger` job posts.
 */
export default async function ledgerPostings({ event, container }: SubscriberArgs<LedgerEvent>) {
  const orderId = event.data.orderId ?? event.data.id
  if (event.name === ShopEvents.ORDER_PLACED) {
    if (orderId) await recordMpesaPaymentWorkflow(container).run({ input: { orderId } })
    return
  }
  const lineItemIds = event.data.lineItemId ? [event.data.lineItemId] : orderId ? await lineItemsOfOrder(container, orderId) : []
  if (lineItemIds.length) await postLineLedgerWorkflow(container).run({ input: { lineItemIds } })
}

export const config: SubscriberConfig = {
  event: [ShopEvents.ORDER_PLACED, ShopEvents.ORDER_LINE_DELIVERED, ShopEvents.ORDER_LINE_CANCELLED, ShopEvents.ORDER_CANCELLED],
}
