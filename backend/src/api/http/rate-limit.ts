import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RateChecks, RateLimitName } from "../../domain/accounts/rate-limit-settings"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../modules/rate-limit"

/** 429 with a clear message once the caller's address has used up the limit; otherwise counts one call. */
export function perAddress(name: RateLimitName) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const limits = req.scope.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
    const checks: RateChecks = [[name, req.ip ?? "unknown"]]
    const limited = await limits.limitedMessage(checks)
    if (limited) {
      res.status(429).json({ error: limited })
      return
    }
    await limits.countAttempt(checks)
    next()
  }
}
