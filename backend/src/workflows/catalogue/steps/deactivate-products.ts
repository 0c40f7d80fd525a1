import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules, ProductStatus } from "@medusajs/framework/utils"

/** Sets products to draft (hidden from the shop); undoing restores each one's status. */
export const deactivateProductsStep = createStep(
  "deactivate-products",
  async (productIds: string[], { container }) => {
    if (!productIds.length) return new StepResponse([], [])
    const products = container.resolve(Modules.PRODUCT)
    const before = await products.listProducts({ id: productIds }, { select: ["id", "status"] })
    await products.upsertProducts(productIds.map((id) => ({ id, status: ProductStatus.DRAFT })))
    return new StepResponse(productIds, before.map((p) => ({ id: p.id, status: p.status })))
  },
  async (before, { container }) => {
    if (before?.length) await container.resolve(Modules.PRODUCT).upsertProducts(before)
  }
)
