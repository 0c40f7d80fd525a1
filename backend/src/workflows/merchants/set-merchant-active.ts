import { createHook, createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { updateMerchantStep } from "./steps/update-merchant"
import { disableMerchantBrandsStep } from "./steps/disable-merchant-brands"
import { productIdsOfStep } from "../catalogue/steps/product-ids-of"
import { deactivateProductsStep } from "../catalogue/steps/deactivate-products"
import { validateMerchantStep } from "./steps/validate-merchant"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

type Input = { merchantId: string; isActive: boolean; actor?: AuditActor }

/**
 * Enables a merchant (only the merchant: they re-enable the brand and products they want), or
 * disables the merchant, their brand and all its products at once; a failing step undoes them all.
 */
export const setMerchantActiveWorkflow = createWorkflow("set-merchant-active", (input: Input) => {
  const found = validateMerchantStep(input.merchantId)
  updateMerchantStep(transform({ found, input }, ({ found, input }) => ({ id: found.id, is_active: input.isActive })))
  const disabled = when("merchant-disabled", { input }, ({ input }) => !input.isActive).then(() => {
    const brandIds = disableMerchantBrandsStep(transform({ input }, ({ input }) => ({ merchantId: input.merchantId })))
    const productIds = productIdsOfStep(transform({ brandIds }, ({ brandIds }) => ({ entity: "brand" as const, ids: brandIds })))
    deactivateProductsStep(productIds)
    emitEventStep({
      eventName: ShopEvents.MERCHANT_DISABLED,
      data: transform({ input }, ({ input }) => ({ id: input.merchantId })),
    })
    return { brandIds, productIds }
  })
  recordAudit(
    transform({ input, found }, ({ input, found }) => ({
      actor: input.actor,
      entityType: "merchant" as const,
      entityId: found.id,
      action: input.isActive ? "merchant.activate" : "merchant.deactivate",
      before: { isActive: found.isActive },
      after: { isActive: input.isActive },
    }))
  )
  // Runs after the cascade; a handler that throws rolls every step back.
  const merchantActiveSet = createHook("merchantActiveSet", { merchantId: input.merchantId, disabled })
  return new WorkflowResponse(found, { hooks: [merchantActiveSet] })
})
