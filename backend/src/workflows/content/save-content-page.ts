import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { saveContentPageStep, type SaveContentPageInput } from "./steps/save-content-page"

/** An admin writes the returns, privacy or terms page. */
export const saveContentPageWorkflow = createWorkflow("save-content-page", (input: SaveContentPageInput) => {
  return new WorkflowResponse(saveContentPageStep(input))
})
