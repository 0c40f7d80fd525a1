import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

export type NewMerchant = {
  name: string
  email: string | null
  phone_number: string
  phone_digits: string
  brand_name: string
  business: string
}

export const createMerchantStep = createStep(
  "create-merchant",
  async (input: NewMerchant, { container }) => {
    const merchant = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).createMerchants(input)
    return new StepResponse(merchant, merchant.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<MerchantModuleService>(MERCHANT_MODULE).deleteMerchants(id)
  }
)
