import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { updateMerchantStep } from "./steps/update-merchant"
import { validateMerchantStep } from "./steps/validate-merchant"
import { validateMerchantRejectionStep } from "./steps/validate-merchant-rejection"

/** Rejects an application waiting for approval; the applicant is told by e-mail. */
export const rejectMerchantWorkflow = createWorkflow("reject-merchant", (input: { merchantId: string }) => {
  const merchant = validateMerchantStep(input.merchantId)
  validateMerchantRejectionStep(merchant)
  const updated = updateMerchantStep(transform({ merchant }, ({ merchant }) => ({ id: merchant.id, status: "Rejected" as const })))
  emitEventStep({
    eventName: ShopEvents.MERCHANT_REJECTED,
    data: transform({ merchant }, ({ merchant }) => ({ id: merchant.id })),
  })
  return new WorkflowResponse(updated)
})
