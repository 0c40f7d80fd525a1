import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { freezeLineCommissionsStep } from "./steps/freeze-line-commissions"

/**
 * Freezes the commission of each line of these orders (null: of any order) that has none yet, as
 * the rules are now; later rule changes do not touch it. Returns the ids of the records created.
 */
export const freezeLineCommissionsWorkflow = createWorkflow("freeze-line-commissions", (input: { orderIds: string[] | null }) => {
  return new WorkflowResponse(freezeLineCommissionsStep(input))
})
