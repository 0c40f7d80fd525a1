import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  batchLinkProductsToCategoryWorkflow,
  emitEventStep,
  updateProductCategoriesWorkflow,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { checkCategoryStep } from "./steps/check-slugs"
import { findCategoryStep } from "./steps/find-managed"

type Changes = { name?: string; slug?: string; description?: string; products?: string[] }

/**
 * Edits a category and, when given, replaces its products with the chosen ones; each
 * part is undone if a later one fails.
 */
export const updateShopCategoryWorkflow = createWorkflow("update-shop-category", (input: { id: string; changes: Changes }) => {
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
  emitEventStep({ eventName: ShopEvents.CATEGORY_CHANGED, data: transform({ category }, ({ category }) => ({ id: category._id })) })
  return new WorkflowResponse(true)
})
