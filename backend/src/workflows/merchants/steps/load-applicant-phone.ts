import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { toShopPhone } from "../../../domain/notifications/kenyan-phone"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

/** The phone the merchant applied with, as a profile keeps phones (null when it has none). */
export const loadApplicantPhoneStep = createStep("load-applicant-phone", async (merchantId: string, { container }) => {
  const [merchant] = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).listMerchants({ id: merchantId }, { take: 1 })
  const typed = merchant?.phone_number?.trim() || null
  return new StepResponse(typed ? (toShopPhone(typed) ?? typed) : null)
})
