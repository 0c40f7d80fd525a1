import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { createMerchantStep, type NewMerchant } from "./steps/create-merchant"

/** A seller's application: stored as Waiting Approval; e-mails go to the applicant and the admins. */
export const applyMerchantWorkflow = createWorkflow("apply-merchant", (input: NewMerchant) => {
  const merchant = createMerchantStep(input)
  emitEventStep({
    eventName: ShopEvents.MERCHANT_APPLIED,
    data: transform({ merchant }, ({ merchant }) => ({ id: merchant.id })),
  })
  return new WorkflowResponse(merchant)
})
