import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  batchLinkProductsToCategoryWorkflow,
  createProductCategoriesWorkflow,
  emitEventStep,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { slugFrom } from "../../domain/catalogue/slug"
import { checkCategoryStep } from "./steps/check-slugs"
import { findCategoryStep } from "./steps/find-managed"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { CATEGORY_FIELDS, pick } from "../../domain/audit/fields"

type Input = { name: string; description: string; products: string[]; isActive: boolean; actor?: AuditActor }

/**
 * A category with a slug made from its name and its chosen products. If linking the
 * products fails, the category is deleted again.
 */
export const createShopCategoryWorkflow = createWorkflow("create-shop-category", (input: Input) => {
  const slug = transform({ input }, ({ input }) => slugFrom(input.name))
  checkCategoryStep(transform({ input, slug }, ({ input, slug }) => ({ slug, products: input.products })))
  const created = createProductCategoriesWorkflow.runAsStep({
    input: transform({ input, slug }, ({ input, slug }) => ({
      product_categories: [{ name: input.name, handle: slug, description: input.description, is_active: input.isActive }],
    })),
  })
  const id = transform({ created }, ({ created }) => created[0].id)
  batchLinkProductsToCategoryWorkflow.runAsStep({
    input: transform({ input, id }, ({ input, id }) => ({ id, add: input.products, remove: [] })),
  })
  const category = findCategoryStep(id).config({ name: "load-created-category" })
  recordAudit(
    transform({ input, category }, ({ input, category }) => ({
      actor: input.actor,
      entityType: "category" as const,
      entityId: category._id,
      action: "category.create",
      before: null,
      after: pick(category, CATEGORY_FIELDS),
    }))
  )
  emitEventStep({ eventName: ShopEvents.CATEGORY_CHANGED, data: transform({ id }, ({ id }) => ({ id })) })
  return new WorkflowResponse(category)
})
