import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateProductCategoriesWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { deactivateProductsStep } from "./steps/deactivate-products"

type Input = { id: string; isActive: boolean }

/** Enables or disables a category; disabling also disables every product in it (spec §4). */
export const setCategoryActiveWorkflow = createWorkflow("set-category-active", (input: Input) => {
  updateProductCategoriesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ selector: { id: input.id }, update: { is_active: input.isActive } })),
  })
  when({ input }, ({ input }) => !input.isActive).then(() => {
    const { data } = useQueryGraphStep({
      entity: "product_category",
      fields: ["products.id"],
      filters: transform({ input }, ({ input }) => ({ id: input.id })),
    })
    deactivateProductsStep(
      transform({ data }, ({ data }) => (data[0]?.products ?? []).flatMap((p) => (p ? [p.id] : [])))
    )
  })
  return new WorkflowResponse(true)
})
