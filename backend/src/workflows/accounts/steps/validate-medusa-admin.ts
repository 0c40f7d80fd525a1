import { createStep } from "@medusajs/framework/workflows-sdk"
import type { RateChecks } from "../../../domain/accounts/rate-limit-settings"
import { unauthorized } from "../../../domain/errors"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../../modules/rate-limit"
import { isInvitedToMedusaAdmin } from "../../../queries/accounts/medusa-admin-invite"
import { findPasswordIdentity } from "../../../queries/accounts/password-identity"
import { spendPasswordCheck } from "./equal-work"

/** Medusa's own answer to a wrong e-mail or password, so a refusal here looks the same. */
export const MEDUSA_WRONG_CREDENTIALS = "Invalid email or password"

type Input = { email: string; password: string; inviteToken: string | null; checks: RateChecks }

/**
 * Medusa Admin's sign-in checks only the passwords of Medusa Admin users (the shop's admins), and of an
 * invited person accepting the invitation with the password of their shop account. Anyone else's e-mail
 * is refused like a wrong password, after the same work, and the refusal counts against the limits.
 */
export const validateMedusaAdminStep = createStep("validate-medusa-admin", async (input: Input, { container }) => {
  const identity = await findPasswordIdentity(container, input.email)
  if (identity?.medusaUserId) return
  if (identity && (await isInvitedToMedusaAdmin(container, input.inviteToken, input.email))) return
  await spendPasswordCheck(input.password)
  await container.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE).countAttempt(input.checks)
  throw unauthorized(MEDUSA_WRONG_CREDENTIALS)
})
