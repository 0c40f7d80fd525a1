import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { findCategoryStep } from "./steps/find-managed"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { deactivateProductsStep } from "./steps/deactivate-products"
import { productIdsOfStep } from "./steps/product-ids-of"

type Input = { id: string; isActive: boolean; actor?: AuditActor }

/** Enables or disables a category; disabling also disables every product in it (spec §4). */
export const setCategoryActiveWorkflow = createWorkflow("set-category-active", (input: Input) => {
  const category = findCategoryStep(input.id)
  updateProductCategoriesWorkflow.runAsStep({
    input: transform({ input, category }, ({ input, category }) => ({
      selector: { id: category._id },
      update: { is_active: input.isActive },
    })),
  })
  when({ input }, ({ input }) => !input.isActive).then(() => {
    deactivateProductsStep(
      productIdsOfStep(transform({ category }, ({ category }) => ({ entity: "product_category" as const, ids: [category._id] })))
    )
  })
  recordAudit(
    transform({ input, category }, ({ input, category }) => ({
      actor: input.actor,
      entityType: "category" as const,
      entityId: category._id,
      action: "category.update",
      before: { isActive: category.isActive },
      after: { isActive: input.isActive },
    }))
  )
  emitEventStep({ eventName: ShopEvents.CATEGORY_CHANGED, data: transform({ category }, ({ category }) => ({ id: category._id })) })
  return new WorkflowResponse(category)
})
