import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  batchLinkProductsToCategoryWorkflow,
  emitEventStep,
  updateProductCategoriesWorkflow,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { checkCategoryStep } from "./steps/check-slugs"
import { findCategoryStep } from "./steps/find-managed"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { CATEGORY_FIELDS, pick } from "../../domain/audit/fields"

type Changes = { name?: string; slug?: string; description?: string; products?: string[] }

/**
 * Edits a category and, when given, replaces its products with the chosen ones; each
 * part is undone if a later one fails.
 */
export const updateShopCategoryWorkflow = createWorkflow("update-shop-category", (input: { id: string; changes: Changes; actor?: AuditActor }) => {
  const category = findCategoryStep(input.id)
  checkCategoryStep(
    transform({ input, category }, ({ input, category }) => ({
      slug: input.changes.slug,
      exceptId: category._id,
      products: input.changes.products,
    }))
  )
  updateProductCategoriesWorkflow.runAsStep({
    input: transform({ input, category }, ({ input: { changes }, category }) => ({
      selector: { id: category._id },
      update: {
        ...(changes.name && { name: changes.name }),
        ...(changes.slug && { handle: changes.slug }),
        ...(changes.description && { description: changes.description }),
      },
    })),
  })
  when({ input }, ({ input }) => !!input.changes.products).then(() => {
    batchLinkProductsToCategoryWorkflow.runAsStep({
      input: transform({ input, category }, ({ input, category }) => {
        const wanted = new Set(input.changes.products)
        return {
          id: category._id,
          add: input.changes.products!.filter((id) => !category.products.includes(id)),
          remove: category.products.filter((id) => !wanted.has(id)),
        }
      }),
    })
  })
  recordAudit(
    transform({ input, category }, ({ input, category }) => ({
      actor: input.actor,
      entityType: "category" as const,
      entityId: category._id,
      action: "category.update",
      before: { ...pick(category, CATEGORY_FIELDS), products: [...category.products].sort() },
      after: { ...input.changes, ...(input.changes.products && { products: [...new Set(input.changes.products)].sort() }) },
    }))
  )
  emitEventStep({ eventName: ShopEvents.CATEGORY_CHANGED, data: transform({ category }, ({ category }) => ({ id: category._id })) })
  return new WorkflowResponse(true)
})
