import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { updateMerchantStep } from "./steps/update-merchant"

/** Rejects an application; the applicant is told by e-mail. */
export const rejectMerchantWorkflow = createWorkflow("reject-merchant", (input: { merchantId: string }) => {
  const merchant = updateMerchantStep(transform({ input }, ({ input }) => ({ id: input.merchantId, status: "Rejected" as const })))
  emitEventStep({
    eventName: ShopEvents.MERCHANT_REJECTED,
    data: transform({ input }, ({ input }) => ({ id: input.merchantId })),
  })
  return new WorkflowResponse(merchant)
})
