import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useMerchantInvitationStep } from "./steps/use-merchant-invitation"
import { createShopAccountWorkflow } from "../accounts/create-shop-account"

type Input = { merchantId: string; authIdentityId: string; email: string; firstName: string; lastName: string }

/** Completes an invitation: the invitation is used up and a ROLE_MERCHANT account is created for the merchant. */
export const merchantSignupWorkflow = createWorkflow("merchant-signup", (input: Input) => {
  useMerchantInvitationStep(input.merchantId)
  const created = createShopAccountWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      authIdentityId: input.authIdentityId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      provider: "email",
      role: "ROLE_MERCHANT" as const,
      merchantId: input.merchantId,
    })),
  })
  return new WorkflowResponse(created)
})
