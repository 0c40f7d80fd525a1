import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, removeRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { findManagedBrandStep } from "./steps/find-managed"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { brandFields } from "../../domain/audit/fields"

const softDeleteBrandStep = createStep(
  "soft-delete-brand",
  async (id: string, { container }) => {
    await container.resolve<BrandModuleService>(BRAND_MODULE).softDeleteBrands(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<BrandModuleService>(BRAND_MODULE).restoreBrands(id)
  }
)

/** Deletes a brand the caller manages and its links, so no product is left pointing at a missing brand. */
export const deleteBrandWorkflow = createWorkflow("delete-brand", (input: { account?: RequestAccount; id: string }) => {
  const brand = findManagedBrandStep(input)
  removeRemoteLinkStep(transform({ brand }, ({ brand }) => [{ [BRAND_MODULE]: { brand_id: brand.id } }]))
  softDeleteBrandStep(brand.id)
  recordAudit(
    transform({ input, brand }, ({ input, brand }) => ({
      actor: input.account,
      entityType: "brand" as const,
      entityId: brand.id,
      action: "brand.delete",
      before: brandFields(brand),
      after: null,
    }))
  )
  emitEventStep({ eventName: ShopEvents.BRAND_CHANGED, data: transform({ brand }, ({ brand }) => ({ id: brand.id })) })
  return new WorkflowResponse(true)
})
