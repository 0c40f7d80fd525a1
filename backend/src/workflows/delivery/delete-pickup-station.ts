import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePickupStationStep } from "./steps/delete-pickup-station"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { stationFields } from "../../domain/audit/money-fields"

/** An admin removes a pickup station; orders already sent there keep their copy of it. */
export const deletePickupStationWorkflow = createWorkflow("delete-pickup-station", (input: { id: string; actor?: AuditActor }) => {
  const station = deletePickupStationStep(input.id)
  recordAudit(
    transform({ input, station }, ({ input, station }) => ({
      actor: input.actor,
      entityType: "pickup-station" as const,
      entityId: input.id,
      action: "pickup-station.delete",
      before: stationFields(station),
      after: null,
    }))
  )
  return new WorkflowResponse(true)
})
