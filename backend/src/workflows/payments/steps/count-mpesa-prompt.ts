import { createStep } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../../domain/accounts/rate-limit-settings"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../../modules/rate-limit"

/** A prompt went out: it counts against its account's, phone's and address's rate limits. */
export const countMpesaPromptStep = createStep("count-mpesa-prompt", async ({ checks }: { checks: RateChecks }, { container }) => {
  await container.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE).countAttempt(checks)
})
