import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { CONTACT_MODULE } from "../../modules/contact"
import type ContactModuleService from "../../modules/contact/service"

type Input = { name: string; email: string; message: string }

const storeContactMessageStep = createStep(
  "store-contact-message",
  async (input: Input, { container }) => {
    const stored = await container.resolve<ContactModuleService>(CONTACT_MODULE).createContactMessages(input)
    return new StepResponse(stored.id, stored.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ContactModuleService>(CONTACT_MODULE).deleteContactMessages(id)
  }
)

/** Stores a message from the contact form and confirms it to the sender by e-mail. */
export const receiveContactMessageWorkflow = createWorkflow("receive-contact-message", (input: Input) => {
  storeContactMessageStep(input)
  emitEventStep({ eventName: ShopEvents.CONTACT_RECEIVED, data: input })
  return new WorkflowResponse(true)
})
