import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendB2cPayoutsStep } from "./steps/send-b2c-payouts"
import { validatePayoutRetryStep } from "./steps/validate-payout-retry"

/**
 * An admin sends a Processing M-Pesa payout again (its first request's answer was lost): the same
 * OriginatorConversationID, so if Daraja had it, it refuses the repeat as a duplicate and nothing is
 * paid twice; the payout stays Processing until its result or Transaction Status.
 */
export const retryPayoutWorkflow = createWorkflow("retry-payout", (input: { payoutId: string }) => {
  const payouts = validatePayoutRetryStep(input)
  const sent = sendB2cPayoutsStep(payouts)
  return new WorkflowResponse(transform({ sent }, ({ sent }) => sent[0]))
})
