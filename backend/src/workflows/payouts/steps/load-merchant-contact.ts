import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

export type MerchantContact = { merchantId: string; name: string | null; email: string | null; phone: string | null }

/** The merchant's contact (e-mail and phone) as it is before the workflow's change: who is told about it. */
export const loadMerchantContactStep = createStep("load-merchant-contact", async (merchantId: string, { container }) => {
  const [merchant] = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).listMerchants({ id: merchantId }, { take: 1 })
  const contact: MerchantContact = {
    merchantId,
    name: merchant?.name ?? null,
    email: merchant?.email ?? null,
    phone: merchant?.phone_number ?? null,
  }
  return new StepResponse(contact)
})
