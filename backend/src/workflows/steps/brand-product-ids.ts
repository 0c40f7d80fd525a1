/* eslint-disable @typescript-eslint/no-explicit-any -- untyped JSON replies and Medusa filter shapes */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** Ids of every product linked to the brands (read only). */
export const brandProductIdsStep = createStep("brand-product-ids", async (brandIds: string[], { container }) => {
  if (!brandIds.length) return new StepResponse([] as string[])
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "brand",
    fields: ["products.id"],
    filters: { id: brandIds },
  })
  const ids = (data as any[]).flatMap((brand) => (brand.products ?? []).filter(Boolean).map((p: { id: string }) => p.id))
  return new StepResponse(ids as string[])
})
