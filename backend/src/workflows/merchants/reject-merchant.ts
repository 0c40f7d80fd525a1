import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { updateMerchantStep } from "./steps/update-merchant"
import { validateMerchantStep } from "./steps/validate-merchant"
import { validateMerchantRejectionStep } from "./steps/validate-merchant-rejection"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

/** Rejects an application waiting for approval; the applicant is told by e-mail. */
export const rejectMerchantWorkflow = createWorkflow("reject-merchant", (input: { merchantId: string; actor?: AuditActor }) => {
  const merchant = validateMerchantStep(input.merchantId)
  validateMerchantRejectionStep(merchant)
  const updated = updateMerchantStep(transform({ merchant }, ({ merchant }) => ({ id: merchant.id, status: "Rejected" as const })))
  recordAudit(
    transform({ input, merchant }, ({ input, merchant }) => ({
      actor: input.actor,
      entityType: "merchant" as const,
      entityId: merchant.id,
      action: "merchant.reject",
      before: { status: merchant.status },
      after: { status: "Rejected" },
    }))
  )
  emitEventStep({
    eventName: ShopEvents.MERCHANT_REJECTED,
    data: transform({ merchant }, ({ merchant }) => ({ id: merchant.id })),
  })
  return new WorkflowResponse(updated)
})
