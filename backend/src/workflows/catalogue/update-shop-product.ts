import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import {
  createRemoteLinkStep,
  dismissRemoteLinkStep,
  emitEventStep,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import { BRAND_MODULE } from "../../modules/brand"
import { CURRENCY_CODE } from "../../domain/shop-constants"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import type { ProductChanges } from "../../queries/catalogue/product-plans"
import { planProductUpdateStep } from "./steps/plan-product"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { productEdit, productFields } from "../../domain/audit/fields"

export type UpdateShopProductInput = { account: RequestAccount; productId: string; changes: ProductChanges }

/**
 * Edits a shop product the caller manages across Medusa's product, pricing and inventory
 * modules and the brand link; each part is undone if a later one fails.
 */
export const updateShopProductWorkflow = createWorkflow("update-shop-product", (input: UpdateShopProductInput) => {
  const plan = planProductUpdateStep(input)
  updateProductsWorkflow.runAsStep({
    input: transform({ plan }, ({ plan }) => ({ selector: { id: plan.productId }, update: plan.product })),
  })
  when({ plan }, ({ plan }) => plan.variant.sku !== undefined || plan.variant.price !== undefined).then(() => {
    updateProductVariantsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        selector: { id: plan.variant.id },
        update: {
          ...(plan.variant.sku !== undefined && { sku: plan.variant.sku }),
          ...(plan.variant.price !== undefined && { prices: [{ currency_code: CURRENCY_CODE, amount: plan.variant.price }] }),
        },
      })),
    })
  })
  when({ plan }, ({ plan }) => !!plan.stock).then(() => {
    updateInventoryLevelsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        updates: [
          {
            inventory_item_id: plan.stock!.inventoryItemId,
            location_id: plan.stock!.locationId,
            stocked_quantity: plan.stock!.stockedQuantity,
          },
        ],
      })),
    })
  })
  when({ plan }, ({ plan }) => !!plan.brand?.from).then(() => {
    dismissRemoteLinkStep(
      transform({ plan }, ({ plan }) => [
        { [Modules.PRODUCT]: { product_id: plan.productId }, [BRAND_MODULE]: { brand_id: plan.brand!.from } },
      ])
    )
  })
  when({ plan }, ({ plan }) => !!plan.brand?.to).then(() => {
    createRemoteLinkStep(
      transform({ plan }, ({ plan }) => [
        { [Modules.PRODUCT]: { product_id: plan.productId }, [BRAND_MODULE]: { brand_id: plan.brand!.to } },
      ])
    ).config({ name: "link-new-brand" })
  })
  recordAudit(
    transform({ input, plan }, ({ input, plan }) => ({
      actor: input.account,
      entityType: "product" as const,
      entityId: plan.productId,
      action: "product.update",
      before: productFields(plan.before),
      after: productEdit(input.account, input.changes),
    }))
  )
  emitEventStep({ eventName: ShopEvents.PRODUCT_CHANGED, data: transform({ plan }, ({ plan }) => ({ id: plan.productId })) })
  return new WorkflowResponse(plan.productId)
})
