import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { invalid } from "../../../domain/errors"

type Input = { authIdentityId: string; provider: string }

/** A first social sign-in needs the provider's e-mail, and no shop account may already use it. */
export const validateSocialProfileStep = createStep("validate-social-profile", async (input: Input, { container }) => {
  const [identity] = await container
    .resolve(Modules.AUTH)
    .listProviderIdentities({ auth_identity_id: input.authIdentityId, provider: input.provider })
  const profile = (identity?.user_metadata ?? {}) as { email?: string; first_name?: string; last_name?: string }
  const clash = profile.email
    ? await container.resolve(Modules.CUSTOMER).listCustomers({ email: profile.email, has_account: true }, { take: 1 })
    : []
  if (!profile.email || clash.length) {
    throw invalid(`${input.provider} sign-in refused: the e-mail is missing or already has an account`)
  }
  return new StepResponse({ email: profile.email, firstName: profile.first_name ?? "", lastName: profile.last_name ?? "" })
})
