import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

/**
 * Stores the e-mail of a merchant that had none (an admin adding it at approval, or the e-mail a
 * phone-only applicant signed up with); a merchant that has one keeps it. Undone: no e-mail again.
 */
export const setMerchantEmailStep = createStep(
  "set-merchant-email",
  async (input: { merchantId: string; email: string }, { container }) => {
    const merchants = container.resolve<MerchantModuleService>(MERCHANT_MODULE)
    const [current] = await merchants.listMerchants({ id: input.merchantId }, { take: 1, select: ["id", "email"] })
    if (!current || current.email) return new StepResponse(false, null)
    await merchants.updateMerchants({ id: input.merchantId, email: input.email })
    return new StepResponse(true, input.merchantId)
  },
  async (merchantId, { container }) => {
    if (merchantId) await container.resolve<MerchantModuleService>(MERCHANT_MODULE).updateMerchants({ id: merchantId, email: null })
  }
)
