import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createShopAccountWorkflow } from "./create-shop-account"
import { validateSocialProfileStep } from "./steps/validate-social-profile"

type Input = { authIdentityId: string; provider: string }

/** A first social sign-in: a member account from the provider's profile, unless its e-mail is taken. */
export const createSocialAccountWorkflow = createWorkflow("create-social-account", (input: Input) => {
  const profile = validateSocialProfileStep(input)
  const created = createShopAccountWorkflow.runAsStep({
    input: transform({ input, profile }, ({ input, profile }) => ({ ...profile, authIdentityId: input.authIdentityId, provider: input.provider })),
  })
  return new WorkflowResponse(created)
})
