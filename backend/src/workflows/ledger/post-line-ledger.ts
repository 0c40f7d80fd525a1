import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { postLineLedgerStep } from "./steps/post-line-ledger"

export type PostLineLedgerInput = { lineItemIds: string[]; now?: string }

/**
 * A line's status changed (delivered, cancelled): its ledger catches up. Idempotent: each event
 * has one key, so the subscriber and the reconciliation job may both run it.
 */
export const postLineLedgerWorkflow = createWorkflow("post-line-ledger", (input: PostLineLedgerInput) => {
  const posted = postLineLedgerStep(
    transform({ input }, ({ input }) => ({ lineItemIds: input.lineItemIds, now: input.now ?? new Date().toISOString() }))
  )
  return new WorkflowResponse(posted)
})
