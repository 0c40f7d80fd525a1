import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Role } from "../../domain/accounts/roles"
import { softDeleteReviewStep } from "./steps/soft-delete-review"

type Input = { id: string; caller: { customerId: string; role: Role } }

/** Deletes a review in any status (admins, or the author for their own). */
export const deleteReviewWorkflow = createWorkflow("delete-review", (input: Input) => {
  const deleted = softDeleteReviewStep(input)
  emitEventStep({
    eventName: ShopEvents.REVIEW_DELETED,
    data: transform({ deleted }, ({ deleted }) => ({ id: deleted.id, productId: deleted.productId })),
  })
  return new WorkflowResponse(deleted)
})
