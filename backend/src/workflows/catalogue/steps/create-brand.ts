import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BRAND_MODULE, type BrandModuleService } from "../../../modules/brand"

type Input = { name: string; slug: string; description: string; is_active: boolean }

export const createBrandStep = createStep(
  "create-brand-record",
  async (input: Input, { container }) => {
    const brand = await container.resolve<BrandModuleService>(BRAND_MODULE).createBrands(input)
    return new StepResponse(brand, brand.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<BrandModuleService>(BRAND_MODULE).deleteBrands(id)
  }
)
