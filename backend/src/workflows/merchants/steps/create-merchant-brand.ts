import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BRAND_MODULE, type BrandModuleService } from "../../../modules/brand"
import { slugFrom } from "../../../domain/catalogue/slug"

type Input = { merchantId: string; brandName: string; business: string }

/** The merchant's brand, created inactive (the merchant enables it); an existing one is kept. */
export const createMerchantBrandStep = createStep(
  "create-merchant-brand",
  async (input: Input, { container }) => {
    const brands = container.resolve<BrandModuleService>(BRAND_MODULE)
    const [existing] = await brands.listBrands({ merchant_id: input.merchantId }, { take: 1 })
    if (existing) return new StepResponse(existing, null as string | null)

    const base = slugFrom(input.brandName)
    let slug = base
    for (let n = 2; (await brands.listBrands({ slug }, { take: 1, withDeleted: true })).length; n++) {
      slug = `${base}-${n}`
    }
    const brand = await brands.createBrands({
      name: input.brandName,
      slug,
      description: input.business.slice(0, 200),
      is_active: false,
      merchant_id: input.merchantId,
    })
    return new StepResponse(brand, brand.id as string | null)
  },
  async (createdId, { container }) => {
    if (createdId) await container.resolve<BrandModuleService>(BRAND_MODULE).deleteBrands(createdId)
  }
)
