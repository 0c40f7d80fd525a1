import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"

type Owner = { entity: "brand" | "product_category"; id: string }

/**
 * Sets every product of a brand or category to draft (hidden from the shop); undoing
 * restores each one's status.
 */
export const deactivateProductsOfStep = createStep(
  "deactivate-products-of",
  async ({ entity, id }: Owner, { container }) => {
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity, fields: ["products.id"], filters: { id } })
    const owner = data[0] as { products?: ({ id: string } | null)[] } | undefined
    const productIds = (owner?.products ?? []).flatMap((p) => (p ? [p.id] : []))
    if (!productIds.length) return new StepResponse([] as string[], [])
    const products = container.resolve(Modules.PRODUCT)
    const before = await products.listProducts({ id: productIds }, { select: ["id", "status"] })
    await products.upsertProducts(productIds.map((productId) => ({ id: productId, status: ProductStatus.DRAFT })))
    return new StepResponse(productIds, before.map((p) => ({ id: p.id, status: p.status })))
  },
  async (before, { container }) => {
    if (before?.length) await container.resolve(Modules.PRODUCT).upsertProducts(before)
  }
)
