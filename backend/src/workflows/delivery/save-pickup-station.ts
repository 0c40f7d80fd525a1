import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { savePickupStationStep, type StationFields } from "./steps/save-pickup-station"

/** An admin adds a pickup station or changes one (name, town, county, opening hours, open for orders). */
export const savePickupStationWorkflow = createWorkflow("save-pickup-station", (input: { id?: string; fields: Partial<StationFields> }) => {
  const station = savePickupStationStep(input)
  return new WorkflowResponse(station)
})
