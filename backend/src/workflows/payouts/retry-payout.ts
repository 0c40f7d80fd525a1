import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { resendFields } from "../../domain/audit/money-fields"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { sendB2cPayoutsStep } from "./steps/send-b2c-payouts"
import { validatePayoutRetryStep, type RetryPayoutInput } from "./steps/validate-payout-retry"

/**
 * An admin sends a Processing M-Pesa payout again (its first request's answer was lost): the same
 * OriginatorConversationID, so if Daraja had it, it refuses the repeat as a duplicate and nothing is
 * paid twice; the payout stays Processing until its result or Transaction Status. Audited before
 * the request, which cannot be undone.
 */
export const retryPayoutWorkflow = createWorkflow("retry-payout", (input: RetryPayoutInput) => {
  const checked = validatePayoutRetryStep(input)
  recordAudit(
    transform({ input, checked }, ({ input, checked }) => ({
      actor: input.actor,
      entityType: "payout" as const,
      entityId: checked.payouts[0].id,
      action: "payout.retry",
      ...resendFields(checked.payouts[0], checked.released),
    }))
  )
  const sent = sendB2cPayoutsStep(transform({ checked }, ({ checked }) => checked.payouts))
  return new WorkflowResponse(transform({ sent }, ({ sent }) => sent[0]))
})
