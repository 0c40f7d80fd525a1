import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"
import type { MerchantStatus } from "../../../domain/merchants/approval"

type Input = { id: string; status?: MerchantStatus; is_active?: boolean }

/** Changes a merchant's status or active flag; undoing restores both. */
export const updateMerchantStep = createStep(
  "update-merchant",
  async (input: Input, { container }) => {
    const merchants = container.resolve<MerchantModuleService>(MERCHANT_MODULE)
    const previous = await merchants.retrieveMerchant(input.id)
    const updated = await merchants.updateMerchants(input)
    return new StepResponse(updated, { id: previous.id, status: previous.status, is_active: previous.is_active })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<MerchantModuleService>(MERCHANT_MODULE).updateMerchants(previous)
  }
)
