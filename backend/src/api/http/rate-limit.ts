import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RateLimiterAbstract } from "rate-limiter-flexible"
import { countAttempt, rateLimitMessage } from "../../domain/accounts/rate-limits"

/** 429 with a clear message once the caller's address has used up the limiter; otherwise counts one call. */
export function perAddress(rateLimiter: RateLimiterAbstract) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const checks: Parameters<typeof rateLimitMessage>[0] = [[rateLimiter, req.ip ?? "unknown"]]
    const limited = await rateLimitMessage(checks)
    if (limited) {
      res.status(429).json({ error: limited })
      return
    }
    await countAttempt(checks)
    next()
  }
}
