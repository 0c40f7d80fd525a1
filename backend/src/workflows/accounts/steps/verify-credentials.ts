import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { RateChecks } from "../../../domain/accounts/rate-limit-settings"
import { invalid } from "../../../domain/errors"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../../modules/rate-limit"
import { loadUser } from "../../../queries/accounts/load-user"
import { findPasswordIdentity } from "../../../queries/accounts/password-identity"
import { spendPasswordCheck } from "./equal-work"

export const WRONG_CREDENTIALS = "Incorrect email or password."

type Input = { email: string; password: string; checks: RateChecks }

/**
 * E-mail + password against Medusa's auth module: a failure counts against the limits, a success forgets
 * the e-mail's failures. An e-mail without a password costs the same password check (equal work), so
 * the answer's timing does not tell whether the e-mail has an account.
 */
export const verifyCredentialsStep = createStep("verify-credentials", async (input: Input, { container }) => {
  const limits = container.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
  const { success, authIdentity } = await container
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email: input.email, password: input.password } })
  const customerId = authIdentity?.app_metadata?.customer_id as string | undefined
  const user = success && authIdentity && customerId ? await loadUser(container, customerId) : null
  if (!user) {
    if (!(await findPasswordIdentity(container, input.email))) await spendPasswordCheck(input.password)
    await limits.countAttempt(input.checks)
    throw invalid(WRONG_CREDENTIALS)
  }
  await limits.forgetAttempts(input.checks.slice(0, 1))
  return new StepResponse({ user, authIdentityId: authIdentity!.id })
})
