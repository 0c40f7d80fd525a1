import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { checkRateLimitsStep } from "./steps/check-rate-limits"
import { verifyCredentialsStep } from "./steps/verify-credentials"

type Input = { email: string; password: string; address: string }

/** E-mail + password sign-in, limited per e-mail and per address. */
export const signInWorkflow = createWorkflow("sign-in", (input: Input) => {
  const checks = transform({ input }, ({ input }): RateChecks => [
    ["loginByEmail", input.email],
    ["loginByAddress", input.address],
  ])
  checkRateLimitsStep({ checks })
  const signedIn = verifyCredentialsStep(
    transform({ input, checks }, ({ input, checks }) => ({ email: input.email, password: input.password, checks }))
  )
  return new WorkflowResponse(signedIn)
})
