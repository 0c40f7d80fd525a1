import { createStep } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../../domain/accounts/rate-limit-settings"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../../modules/rate-limit"

type Input = { checks: RateChecks; countAttempt?: boolean }

/** 429 while any of the caller's limits is used up; otherwise counts this attempt when asked to. */
export const checkRateLimitsStep = createStep("check-rate-limits", async (input: Input, { container }) => {
  const limits = container.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
  await limits.assertNotLimited(input.checks)
  if (input.countAttempt) await limits.countAttempt(input.checks)
})
