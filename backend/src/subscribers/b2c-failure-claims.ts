import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ShopEvents } from "../domain/events"
import { askB2cStatusNowWorkflow } from "../workflows/payouts/resolve-stale-payouts"

/**
 * A B2C result claimed that a payout or a refund failed (issue 48): it stays Processing, with nothing
 * put back, until Transaction Status answers; this asks it now (by our OriginatorConversationID).
 */
export default async function b2cFailureClaims({ event, container }: SubscriberArgs<{ id: string }>) {
  await askB2cStatusNowWorkflow(container).run({ input: { id: event.data.id } })
}

export const config: SubscriberConfig = { event: ShopEvents.B2C_FAILURE_CLAIMED }
