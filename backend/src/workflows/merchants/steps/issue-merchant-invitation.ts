import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

/** A new sign-up invitation; the raw token only travels in the e-mail event. */
export const issueMerchantInvitationStep = createStep(
  "issue-merchant-invitation",
  async (input: { merchantId: string; email: string }, { container }) => {
    const { token, invitationId } = await container
      .resolve<MerchantModuleService>(MERCHANT_MODULE)
      .issueInvitation(input.merchantId, input.email)
    return new StepResponse(token, invitationId)
  },
  async (invitationId, { container }) => {
    if (invitationId) await container.resolve<MerchantModuleService>(MERCHANT_MODULE).deleteMerchantInvitations(invitationId)
  }
)
