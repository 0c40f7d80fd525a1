import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { savePickupStationStep, type StationFields } from "./steps/save-pickup-station"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { stationFields } from "../../domain/audit/money-fields"

type Input = { id?: string; fields: Partial<StationFields>; actor?: AuditActor }

/** An admin adds a pickup station or changes one (name, town, county, opening hours, open for orders). */
export const savePickupStationWorkflow = createWorkflow("save-pickup-station", (input: Input) => {
  const saved = savePickupStationStep(transform({ input }, ({ input }) => ({ id: input.id, fields: input.fields })))
  recordAudit(
    transform({ input, saved }, ({ input, saved }) => ({
      actor: input.actor,
      entityType: "pickup-station" as const,
      entityId: saved.station.id,
      action: saved.previous ? "pickup-station.update" : "pickup-station.create",
      before: saved.previous ? stationFields(saved.previous) : null,
      after: stationFields(saved.previous ? input.fields : saved.station),
    }))
  )
  return new WorkflowResponse(transform({ saved }, ({ saved }) => saved.station))
})
