import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BRAND_MODULE, type BrandModuleService } from "../../../modules/brand"

type Input = { merchantId: string; detach?: boolean }

/**
 * Disables every brand of a merchant (and, when the merchant is deleted, detaches them) and
 * returns their ids; undoing restores each brand's active flag and merchant.
 */
export const disableMerchantBrandsStep = createStep(
  "disable-merchant-brands",
  async (input: Input, { container }) => {
    const brands = container.resolve<BrandModuleService>(BRAND_MODULE)
    const before = await brands.listBrands({ merchant_id: input.merchantId }, { select: ["id", "is_active", "merchant_id"] })
    if (before.length) {
      await brands.updateBrands(
        before.map((b) => ({ id: b.id, is_active: false, ...(input.detach && { merchant_id: null }) }))
      )
    }
    return new StepResponse(
      before.map((b) => b.id),
      before.map((b) => ({ id: b.id, is_active: b.is_active, merchant_id: b.merchant_id }))
    )
  },
  async (before, { container }) => {
    if (before?.length) await container.resolve<BrandModuleService>(BRAND_MODULE).updateBrands(before)
  }
)
