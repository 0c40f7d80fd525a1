import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setDeliveryDaysStep } from "./steps/set-delivery-days"
import type { DeliveryOption } from "../../domain/delivery/delivery-rules"
import type { DeliveryDays } from "../../domain/delivery/arrival"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

type Input = { county: string; option: DeliveryOption; days: DeliveryDays | null; actor?: AuditActor }

/** An admin sets how many days one option takes to one county (new orders are promised it; placed orders keep theirs). */
export const setDeliveryDaysWorkflow = createWorkflow("set-delivery-days", (input: Input) => {
  const saved = setDeliveryDaysStep(transform({ input }, ({ input }) => ({ county: input.county, option: input.option, days: input.days })))
  recordAudit(
    transform({ input, saved }, ({ input, saved }) => ({
      actor: input.actor,
      entityType: "delivery-fee" as const,
      entityId: `${input.county}:${input.option}`,
      action: "delivery-days.set",
      before: { days: saved.previous },
      after: { days: input.days },
    }))
  )
  return new WorkflowResponse(saved)
})
