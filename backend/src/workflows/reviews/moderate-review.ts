import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Moderation } from "../../domain/reviews/status-rules"
import { setReviewStatusStep } from "./steps/set-review-status"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

/** An admin approves or rejects a review; a change is announced so ratings are refreshed. */
export const moderateReviewWorkflow = createWorkflow("moderate-review", (input: { id: string; action: Moderation; actor?: AuditActor }) => {
  const result = setReviewStatusStep(input)
  when({ result }, ({ result }) => result.changed).then(() => {
    emitEventStep({
      eventName: transform({ result }, ({ result }) =>
        result.status === "Approved" ? ShopEvents.REVIEW_APPROVED : ShopEvents.REVIEW_REJECTED
      ),
      data: transform({ result }, ({ result }) => ({ id: result.id, productId: result.productId })),
    })
  })
  recordAudit(
    transform({ input, result }, ({ input, result }) => ({
      actor: input.actor,
      entityType: "review" as const,
      entityId: result.id,
      action: `review.${input.action}`,
      before: { status: result.previous },
      after: { status: result.status },
    }))
  )
  return new WorkflowResponse(result)
})
