import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { removeRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { BRAND_MODULE } from "../modules/brand"
import type BrandModuleService from "../modules/brand/service"

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

/** Deletes a brand and its links, so no product is left pointing at a missing brand. */
export const deleteBrandWorkflow = createWorkflow("delete-brand", (input: { id: string }) => {
  removeRemoteLinkStep(transform({ input }, ({ input }) => [{ [BRAND_MODULE]: { brand_id: input.id } }]))
  softDeleteBrandStep(input.id)
  return new WorkflowResponse(true)
})
