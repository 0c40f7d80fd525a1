import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

/** The merchant behind an open invitation for this e-mail; a used, expired or unknown token is a 400. */
export const validateMerchantInvitationStep = createStep(
  "validate-merchant-invitation",
  async (input: { token: string; email: string }, { container }) => {
    const { merchant } = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).findOpenInvitation(input.token, input.email)
    return new StepResponse(merchant.id)
  }
)
