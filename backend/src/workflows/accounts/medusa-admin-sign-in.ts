import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { checkRateLimitsStep } from "./steps/check-rate-limits"
import { validateMedusaAdminStep } from "./steps/validate-medusa-admin"

type Input = { email: string; password: string; address: string; inviteToken: string | null }

/**
 * What runs before Medusa's own `POST /auth/user/emailpass` (Medusa Admin's sign-in) checks the password:
 * the limits of `/api/auth/login`, on the same counters (per e-mail and per address), and the e-mail
 * must be a Medusa Admin user's. Returns the checks, which the caller counts a failed password against.
 */
export const medusaAdminSignInWorkflow = createWorkflow("medusa-admin-sign-in", (input: Input) => {
  const checks = transform({ input }, ({ input }): RateChecks => [
    ["loginByEmail", input.email],
    ["loginByAddress", input.address],
  ])
  checkRateLimitsStep({ checks })
  validateMedusaAdminStep(
    transform({ input, checks }, ({ input, checks }) => ({
      email: input.email,
      password: input.password,
      inviteToken: input.inviteToken,
      checks,
    }))
  )
  return new WorkflowResponse(checks)
})
