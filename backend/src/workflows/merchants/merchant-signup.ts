import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { registerEmailIdentityStep } from "../accounts/steps/register-email-identity"
import { createShopAccountWorkflow } from "../accounts/create-shop-account"
import { loadApplicantPhoneStep } from "./steps/load-applicant-phone"
import { setMerchantEmailStep } from "./steps/set-merchant-email"
import { useMerchantInvitationStep } from "./steps/use-merchant-invitation"
import { validateMerchantInvitationStep } from "./steps/validate-merchant-invitation"

type Input = { token: string; email: string; firstName: string; lastName: string; password: string }

/**
 * Completes an invitation: the e-mail + password identity, the invitation used up and a ROLE_MERCHANT
 * account for the merchant, whose profile keeps the phone of the application. A used, expired or
 * unknown token, or an e-mail in use, changes nothing; a later failure deletes the identity again (the
 * register step's undo). Returns the account and its identity, so the route can sign the merchant in.
 */
export const merchantSignupWorkflow = createWorkflow("merchant-signup", (input: Input) => {
  const merchantId = validateMerchantInvitationStep(transform({ input }, ({ input }) => ({ token: input.token, email: input.email })))
  const authIdentityId = registerEmailIdentityStep(transform({ input }, ({ input }) => ({ email: input.email, password: input.password })))
  useMerchantInvitationStep(merchantId)
  // An SMS invitation (a phone-only applicant): the e-mail they signed up with becomes the merchant's.
  setMerchantEmailStep(transform({ input, merchantId }, ({ input, merchantId }) => ({ merchantId, email: input.email })))
  const phone = loadApplicantPhoneStep(merchantId)
  const created = createShopAccountWorkflow.runAsStep({
    input: transform({ input, merchantId, authIdentityId, phone }, ({ input, merchantId, authIdentityId, phone }) => ({
      authIdentityId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      provider: "email",
      role: "ROLE_MERCHANT" as const,
      merchantId,
      phone,
    })),
  })
  return new WorkflowResponse(transform({ created, authIdentityId }, ({ created, authIdentityId }) => ({ ...created, authIdentityId })))
})
