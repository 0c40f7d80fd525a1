import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type Owners = { entity: "brand" | "product_category"; ids: string[] }
type OwnerRow = { products?: ({ id: string } | null)[] | null }

/** Ids of every product linked to the brands or categories (read only). */
export const productIdsOfStep = createStep("product-ids-of", async ({ entity, ids }: Owners, { container }) => {
  if (!ids.length) return new StepResponse([] as string[])
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity, fields: ["products.id"], filters: { id: ids } })
  const productIds = (data as OwnerRow[]).flatMap((owner) => (owner.products ?? []).flatMap((p) => (p ? [p.id] : [])))
  return new StepResponse(productIds)
})
