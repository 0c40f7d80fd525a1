import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteProductCategoriesWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { findCategoryStep } from "./steps/find-managed"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { CATEGORY_FIELDS, pick } from "../../domain/audit/fields"

/** Deletes a category; its products stay, listed in their other categories or none. */
export const deleteShopCategoryWorkflow = createWorkflow("delete-shop-category", (input: { id: string; actor?: AuditActor }) => {
  const category = findCategoryStep(input.id)
  deleteProductCategoriesWorkflow.runAsStep({ input: transform({ category }, ({ category }) => [category._id]) })
  recordAudit(
    transform({ input, category }, ({ input, category }) => ({
      actor: input.actor,
      entityType: "category" as const,
      entityId: category._id,
      action: "category.delete",
      before: pick(category, CATEGORY_FIELDS),
      after: null,
    }))
  )
  emitEventStep({ eventName: ShopEvents.CATEGORY_CHANGED, data: transform({ category }, ({ category }) => ({ id: category._id })) })
  return new WorkflowResponse(true)
})
