import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { subscribeNewsletterStep } from "./steps/subscribe-newsletter"

/** Subscribes an address to the newsletter; a new subscription is welcomed by e-mail. */
export const subscribeNewsletterWorkflow = createWorkflow("subscribe-to-newsletter", (input: { email: string }) => {
  const { created } = subscribeNewsletterStep(input.email)
  when({ created }, ({ created }) => created).then(() => {
    emitEventStep({
      eventName: ShopEvents.NEWSLETTER_SUBSCRIBED,
      data: transform({ input }, ({ input }) => ({ email: input.email })),
    })
  })
  return new WorkflowResponse(created)
})
