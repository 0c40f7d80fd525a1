import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { findManagedBrandStep } from "./steps/find-managed"
import { updateBrandStep } from "./steps/update-brand"
import { deactivateProductsStep } from "./steps/deactivate-products"
import { productIdsOfStep } from "./steps/product-ids-of"
import { recordAudit } from "../audit/steps/record-audit-entry"

type Input = { account?: RequestAccount; id: string; isActive: boolean }

/** Enables or disables a brand the caller manages; disabling also disables every product of the brand (spec §4). */
export const setBrandActiveWorkflow = createWorkflow("set-brand-active", (input: Input) => {
  const brand = findManagedBrandStep(transform({ input }, ({ input }) => ({ account: input.account, id: input.id })))
  updateBrandStep(transform({ input, brand }, ({ input, brand }) => ({ id: brand.id, is_active: input.isActive })))
  when({ input }, ({ input }) => !input.isActive).then(() => {
    deactivateProductsStep(productIdsOfStep(transform({ brand }, ({ brand }) => ({ entity: "brand" as const, ids: [brand.id] }))))
  })
  recordAudit(
    transform({ input, brand }, ({ input, brand }) => ({
      actor: input.account,
      entityType: "brand" as const,
      entityId: brand.id,
      action: "brand.update",
      before: { isActive: brand.is_active },
      after: { isActive: input.isActive },
    }))
  )
  emitEventStep({ eventName: ShopEvents.BRAND_CHANGED, data: transform({ brand }, ({ brand }) => ({ id: brand.id })) })
  return new WorkflowResponse(brand)
})
