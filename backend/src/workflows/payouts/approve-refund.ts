import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { refundFields } from "../../domain/audit/money-fields"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { sendB2cRefundStep } from "./steps/send-b2c-refund"
import { startRefundStep } from "./steps/start-refund"
import { validateRefundApprovalStep, type ApproveRefundInput } from "./steps/validate-refund-approval"

/**
 * An admin approves a refund that is due: the checks, then the refund with its ledger posts (one
 * database transaction, locked) and its audit entry, then the B2C payment to the phone that paid
 * (which cannot be undone, so it comes last). It stays Processing until Daraja's result (or
 * Transaction Status after the timeout).
 */
export const approveRefundWorkflow = createWorkflow("approve-refund", (input: ApproveRefundInput) => {
  const subject = validateRefundApprovalStep(input)
  const started = startRefundStep(transform({ subject, input }, ({ subject, input }) => ({ subject, requestedBy: input.requestedBy })))
  recordAudit(
    transform({ input, started }, ({ input, started }) => ({
      actor: input.actor,
      entityType: "refund" as const,
      entityId: started.id,
      action: "refund.approve",
      before: null,
      after: refundFields(started),
    }))
  )
  return new WorkflowResponse(sendB2cRefundStep(started))
})
