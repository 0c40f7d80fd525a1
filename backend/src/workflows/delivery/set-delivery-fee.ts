import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setDeliveryFeeStep } from "./steps/set-delivery-fee"
import type { DeliveryOption } from "../../domain/delivery/delivery-rules"
import { toCents, toShillings } from "../../domain/money"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

type Input = { county: string; option: DeliveryOption; fee: number; actor?: AuditActor }

/** An admin sets what one delivery option costs to one county (new orders pay it; placed orders keep theirs). */
export const setDeliveryFeeWorkflow = createWorkflow("set-delivery-fee", (input: Input) => {
  const saved = setDeliveryFeeStep(transform({ input }, ({ input }) => ({ county: input.county, option: input.option, amountCents: toCents(input.fee) })))
  recordAudit(
    transform({ input, saved }, ({ input, saved }) => ({
      actor: input.actor,
      entityType: "delivery-fee" as const,
      entityId: `${input.county}:${input.option}`,
      action: "delivery-fee.set",
      before: { fee: toShillings(saved.previousCents) },
      after: { fee: toShillings(toCents(input.fee)) },
    }))
  )
  return new WorkflowResponse(saved)
})
