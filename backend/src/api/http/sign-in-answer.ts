import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../modules/rate-limit"

/**
 * For a sign-in whose password another handler checks (Medusa's own): once the answer is sent it counts
 * like one of `/api/auth/login`'s, a 401 against every limit of `checks`, a success clearing the first
 * (the e-mail's failures).
 */
export function countSignInAnswer(req: MedusaRequest, res: MedusaResponse, checks: RateChecks) {
  const limits = req.scope.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  res.on("finish", () => {
    const counted =
      res.statusCode === 401 ? limits.countAttempt(checks) : res.statusCode < 300 ? limits.forgetAttempts(checks.slice(0, 1)) : null
    counted?.catch((error: unknown) => logger.error(`A sign-in attempt was not counted: ${String(error)}`))
  })
}
