import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"
import { invalid } from "../../../domain/errors"

export type MerchantApplication = { name: string; email: string | null; phoneNumber: string; brand: string; business: string }

/** A second application waiting with the same e-mail or phone number (digits only) is refused. */
export const validateMerchantApplicationStep = createStep(
  "validate-merchant-application",
  async (application: MerchantApplication, { container }) => {
    const phoneDigits = application.phoneNumber.replace(/\D/g, "")
    const sameContact = [{ phone_digits: phoneDigits }, ...(application.email ? [{ email: application.email }] : [])]
    const [pending] = await container
      .resolve<MerchantModuleService>(MERCHANT_MODULE)
      .listMerchants({ status: "Waiting Approval", $or: sameContact }, { take: 1 })
    if (pending) {
      const field = application.email && pending.email === application.email ? "email address" : "phone number"
      throw invalid(`A request with this ${field} is already waiting for approval. We will reach you soon.`)
    }
    return new StepResponse({
      name: application.name,
      email: application.email,
      phone_number: application.phoneNumber,
      phone_digits: phoneDigits,
      brand_name: application.brand,
      business: application.business,
    })
  }
)
