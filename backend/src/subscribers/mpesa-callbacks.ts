import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { oneAtATime } from "../domain/callbacks"
import { ShopEvents } from "../domain/events"
import { settleMpesaCallbackWorkflow } from "../workflows/payments/receive-mpesa-callback"
import type { MpesaCallbackKind } from "../workflows/payments/receive-mpesa-callback"

const inArrivalOrder = oneAtATime()

/**
 * Daraja's hook stored a callback and answered: this settles it (issue 50, as Medusa's
 * payment-webhook subscriber). Lost (the process died), the payment job's STK query settles the payment.
 */
export default async function mpesaCallbacks({ event, container }: SubscriberArgs<{ id: string; kind: MpesaCallbackKind }>) {
  await inArrivalOrder(() => settleMpesaCallbackWorkflow(container).run({ input: { id: event.data.id, kind: event.data.kind } }))
}

export const config: SubscriberConfig = { event: ShopEvents.MPESA_CALLBACK_RECEIVED }
