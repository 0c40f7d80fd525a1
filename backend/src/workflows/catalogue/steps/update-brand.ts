import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BRAND_MODULE, type BrandModuleService } from "../../../modules/brand"

type Input = { id: string; name?: string; slug?: string; description?: string; is_active?: boolean }

export const updateBrandStep = createStep(
  "update-brand",
  async (input: Input, { container }) => {
    const brands = container.resolve<BrandModuleService>(BRAND_MODULE)
    const previous = await brands.retrieveBrand(input.id)
    const updated = await brands.updateBrands(input)
    return new StepResponse(updated, {
      id: previous.id,
      name: previous.name,
      slug: previous.slug,
      description: previous.description,
      is_active: previous.is_active,
    })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<BrandModuleService>(BRAND_MODULE).updateBrands(previous)
  }
)
