import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { checkRateLimitsStep } from "./steps/check-rate-limits"
import { registerEmailIdentityStep } from "./steps/register-email-identity"
import { createShopAccountWorkflow } from "./create-shop-account"

type Input = { email: string; password: string; firstName: string; lastName: string; isSubscribed: boolean; address: string }

/**
 * Sign-up with e-mail and password, limited per address (`registerByAddress`: every attempt counts,
 * so one address cannot make accounts by the hundred): the auth identity, then the shop account (customer,
 * account record, optional newsletter, welcome e-mail). If the account cannot be created,
 * the identity is deleted again, so the e-mail stays free.
 */
export const registerShopAccountWorkflow = createWorkflow("register-shop-account", (input: Input) => {
  checkRateLimitsStep({ checks: transform({ input }, ({ input }): RateChecks => [["registerByAddress", input.address]]), countAttempt: true })
  const authIdentityId = registerEmailIdentityStep(
    transform({ input }, ({ input }) => ({ email: input.email, password: input.password }))
  )
  const created = createShopAccountWorkflow.runAsStep({
    input: transform({ input, authIdentityId }, ({ input, authIdentityId }) => ({
      authIdentityId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      isSubscribed: input.isSubscribed,
      provider: "email",
    })),
  })
  return new WorkflowResponse(
    transform({ created, authIdentityId }, ({ created, authIdentityId }) => ({ ...created, authIdentityId }))
  )
})
