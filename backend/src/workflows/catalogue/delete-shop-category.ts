import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteProductCategoriesWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { findCategoryStep } from "./steps/find-managed"

/** Deletes a category; its products stay, listed in their other categories or none. */
export const deleteShopCategoryWorkflow = createWorkflow("delete-shop-category", (input: { id: string }) => {
  const category = findCategoryStep(input.id)
  deleteProductCategoriesWorkflow.runAsStep({ input: transform({ category }, ({ category }) => [category._id]) })
  emitEventStep({ eventName: ShopEvents.CATEGORY_CHANGED, data: transform({ category }, ({ category }) => ({ id: category._id })) })
  return new WorkflowResponse(true)
})
