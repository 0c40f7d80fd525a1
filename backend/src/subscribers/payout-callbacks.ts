import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { oneAtATime } from "../domain/callbacks"
import { ShopEvents } from "../domain/events"
import { settlePayoutCallbackWorkflow } from "../workflows/payouts/receive-payout-callback"

const inArrivalOrder = oneAtATime()

/**
 * The payouts' hook stored a B2C callback and answered: this settles it (issue 50, as Medusa's
 * payment-webhook subscriber). Lost (the process died), the status job asks Transaction Status about
 * the stale Processing payout or refund.
 */
export default async function payoutCallbacks({ event, container }: SubscriberArgs<{ id: string }>) {
  await inArrivalOrder(() => settlePayoutCallbackWorkflow(container).run({ input: { id: event.data.id } }))
}

export const config: SubscriberConfig = { event: ShopEvents.PAYOUT_CALLBACK_RECEIVED }
