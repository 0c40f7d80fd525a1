import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { askB2cStatusStep, findStaleB2cStep } from "./steps/ask-b2c-status"

/**
 * The payouts job's pass (`now` injectable for tests, ISO): each M-Pesa payout still Processing
 * MPESA_B2C_RESULT_TIMEOUT_S after it was sent (or last asked about) is asked about with Transaction
 * Status (by our OriginatorConversationID; the payout id as Occasion); the answer comes to the status
 * result URL and settles the payout there. Processing refunds to buyers are asked about the same way.
 * Answers how many were asked.
 */
export const resolveStalePayoutsWorkflow = createWorkflow("resolve-stale-payouts", (input: { now?: string }) => {
  return new WorkflowResponse(askB2cStatusStep(findStaleB2cStep(input)))
})

/**
 * Asks Transaction Status at once about one payout or refund (`rfnd_…`) whose B2C result claimed a
 * failure, and records when it was asked; its answer comes to the status result URL. If asking
 * fails, the payouts job asks once it is stale.
 */
export const askB2cStatusNowWorkflow = createWorkflow("ask-b2c-status-now", (input: { id: string }) => {
  const questions = transform({ input }, ({ input }) => ({
    payoutIds: input.id.startsWith("rfnd_") ? [] : [input.id],
    refundIds: input.id.startsWith("rfnd_") ? [input.id] : [],
    at: new Date().toISOString(),
  }))
  return new WorkflowResponse(askB2cStatusStep(questions))
})
