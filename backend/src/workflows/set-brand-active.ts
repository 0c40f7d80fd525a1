import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { updateBrandStep } from "./steps/update-brand"
import { deactivateProductsStep } from "./steps/deactivate-products"

type Input = { id: string; isActive: boolean }

/** Enables or disables a brand; disabling also disables every product of the brand (spec §4). */
export const setBrandActiveWorkflow = createWorkflow("set-brand-active", (input: Input) => {
  const brand = updateBrandStep(transform({ input }, ({ input }) => ({ id: input.id, is_active: input.isActive })))
  when({ input }, ({ input }) => !input.isActive).then(() => {
    const { data } = useQueryGraphStep({
      entity: "brand",
      fields: ["products.id"],
      filters: transform({ input }, ({ input }) => ({ id: input.id })),
    })
    deactivateProductsStep(
      transform({ data }, ({ data }) => (data[0]?.products ?? []).flatMap((p) => (p ? [p.id] : [])))
    )
  })
  return new WorkflowResponse(brand)
})
