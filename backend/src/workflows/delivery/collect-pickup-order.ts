import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkCollectionCodeStep } from "./steps/check-collection-code"
import { recordPickupCollectionStep } from "./steps/record-pickup-collection"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

type Input = { order: string; code: string; actor: AuditActor }

/** The station checks the buyer's collection code and, when it is right, records the hand-over (audited). */
export const collectPickupOrderWorkflow = createWorkflow("collect-pickup-order", (input: Input) => {
  const checked = checkCollectionCodeStep(transform({ input }, ({ input }) => ({ order: input.order, code: input.code })))
  const recorded = recordPickupCollectionStep(transform({ input, checked }, ({ input, checked }) => ({ orderId: checked.orderId, actorId: input.actor.id })))
  recordAudit(
    transform({ input, checked }, ({ input, checked }) => ({
      actor: input.actor,
      entityType: "order" as const,
      entityId: checked.orderId,
      action: "order.collected",
      before: { collected: false },
      after: { collected: true },
    }))
  )
  return new WorkflowResponse(transform({ checked, recorded }, ({ checked, recorded }) => ({ ...checked, collectedAt: recorded.collectedAt })))
})
