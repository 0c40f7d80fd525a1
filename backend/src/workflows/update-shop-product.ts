import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import {
  createRemoteLinkStep,
  dismissRemoteLinkStep,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import { BRAND_MODULE } from "../modules/brand"
import { CURRENCY_CODE } from "../lib/shop-constants"

export type UpdateShopProductInput = {
  productId: string
  product: { title?: string; handle?: string; description?: string; type_id?: string | null; metadata: Record<string, unknown> }
  variant: { id: string; sku?: string; price?: number }
  stock?: { inventoryItemId: string; locationId: string; stockedQuantity: number }
  brand?: { from: string | null; to: string | null }
}

/** Edits a shop product across Medusa's product, pricing and inventory modules and the brand link. */
export const updateShopProductWorkflow = createWorkflow("update-shop-product", (input: UpdateShopProductInput) => {
  updateProductsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ selector: { id: input.productId }, update: input.product })),
  })
  when({ input }, ({ input }) => input.variant.sku !== undefined || input.variant.price !== undefined).then(() => {
    updateProductVariantsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        selector: { id: input.variant.id },
        update: {
          ...(input.variant.sku !== undefined && { sku: input.variant.sku }),
          ...(input.variant.price !== undefined && { prices: [{ currency_code: CURRENCY_CODE, amount: input.variant.price }] }),
        },
      })),
    })
  })
  when({ input }, ({ input }) => !!input.stock).then(() => {
    updateInventoryLevelsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        updates: [
          {
            inventory_item_id: input.stock!.inventoryItemId,
            location_id: input.stock!.locationId,
            stocked_quantity: input.stock!.stockedQuantity,
          },
        ],
      })),
    })
  })
  when({ input }, ({ input }) => !!input.brand?.from).then(() => {
    dismissRemoteLinkStep(
      transform({ input }, ({ input }) => [
        { [Modules.PRODUCT]: { product_id: input.productId }, [BRAND_MODULE]: { brand_id: input.brand!.from } },
      ])
    )
  })
  when({ input }, ({ input }) => !!input.brand?.to).then(() => {
    createRemoteLinkStep(
      transform({ input }, ({ input }) => [
        { [Modules.PRODUCT]: { product_id: input.productId }, [BRAND_MODULE]: { brand_id: input.brand!.to } },
      ])
    ).config({ name: "link-new-brand" })
  })
  return new WorkflowResponse(input.productId)
})
