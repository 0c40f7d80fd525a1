import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { createMerchantStep } from "./steps/create-merchant"
import { validateMerchantApplicationStep, type MerchantApplication } from "./steps/validate-merchant-application"

/** A seller's application: stored as Waiting Approval; e-mails go to the applicant and the admins. */
export const applyMerchantWorkflow = createWorkflow("apply-merchant", (input: MerchantApplication) => {
  const application = validateMerchantApplicationStep(input)
  const merchant = createMerchantStep(application)
  emitEventStep({
    eventName: ShopEvents.MERCHANT_APPLIED,
    data: transform({ merchant }, ({ merchant }) => ({ id: merchant.id })),
  })
  return new WorkflowResponse(merchant)
})
