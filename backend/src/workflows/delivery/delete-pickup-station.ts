import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePickupStationStep } from "./steps/delete-pickup-station"

/** An admin removes a pickup station; orders already sent there keep their copy of it. */
export const deletePickupStationWorkflow = createWorkflow("delete-pickup-station", (input: { id: string }) => {
  return new WorkflowResponse(deletePickupStationStep(input.id))
})
