import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { CONTACT_MODULE, type ContactModuleService } from "../../modules/contact"
import { checkRateLimitsStep } from "../accounts/steps/check-rate-limits"

type Message = { name: string; email: string; message: string }
/** `address` is the caller's network address; `email` is the address typed into the form. */
type Input = Message & { address: string }

const storeContactMessageStep = createStep(
  "store-contact-message",
  async (input: Message, { container }) => {
    const stored = await container.resolve<ContactModuleService>(CONTACT_MODULE).createContactMessages(input)
    return new StepResponse(stored.id, stored.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContactModuleService>(CONTACT_MODULE).deleteContactMessages(id)
  }
)

/**
 * Stores a message from the contact form and confirms it to the address typed in. The confirmation
 * goes to any address under the shop's name, so messages are limited per caller address and per
 * recipient (429 first, before anything is stored or sent).
 */
export const receiveContactMessageWorkflow = createWorkflow("receive-contact-message", (input: Input) => {
  checkRateLimitsStep({
    checks: transform({ input }, ({ input }): RateChecks => [
      ["contactByRecipient", input.email],
      ["contactByAddress", input.address],
    ]),
    countAttempt: true,
  })
  const message = transform({ input }, ({ input }): Message => ({ name: input.name, email: input.email, message: input.message }))
  storeContactMessageStep(message)
  emitEventStep({ eventName: ShopEvents.CONTACT_RECEIVED, data: transform({ input }, ({ input }) => ({ email: input.email })) })
  return new WorkflowResponse(true)
})
