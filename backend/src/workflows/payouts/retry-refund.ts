import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AuditActor } from "../../domain/audit/audit"
import { resendFields } from "../../domain/audit/money-fields"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { sendB2cRefundStep } from "./steps/send-b2c-refund"
import { validateRefundRetryStep } from "./steps/validate-refund-retry"

/**
 * An admin sends a Processing refund again with the same OriginatorConversationID: Daraja refuses a
 * repeat, so it is never paid twice. Audited before the request, which cannot be undone.
 */
export const retryRefundWorkflow = createWorkflow("retry-refund", (input: { refundId: string; actor?: AuditActor }) => {
  const refund = validateRefundRetryStep(input)
  recordAudit(
    transform({ input, refund }, ({ input, refund }) => ({
      actor: input.actor,
      entityType: "refund" as const,
      entityId: refund.id,
      action: "refund.retry",
      ...resendFields(refund),
    }))
  )
  return new WorkflowResponse(sendB2cRefundStep(refund))
})
