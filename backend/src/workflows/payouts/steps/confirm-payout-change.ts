import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import type { RateChecks } from "../../../domain/accounts/rate-limit-settings"
import { invalid } from "../../../domain/errors"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../../modules/payout"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../../modules/rate-limit"

export const PAYOUT_CHANGE_MESSAGES = {
  missing: "Enter your password to change your payout method.",
  wrong: "Your password is not correct, so your payout method was not changed.",
  noPassword: "Your account has no password (you sign in with Google or Facebook). Set one with 'Forgot password' to change your payout method.",
} as const

type Input = { account?: RequestAccount; merchantId: string; password?: string | null }

/**
 * Changing a payout method that is already set needs the account's password (checked against its
 * e-mail auth identity, as the password change does), so a stolen session cannot redirect payouts.
 * Wrong passwords count against a per-account limit (429 once used up). The first method needs none.
 */
export const confirmPayoutChangeStep = createStep("confirm-payout-change", async (input: Input, { container }) => {
  const [existing] = await container.resolve<PayoutModuleService>(PAYOUT_MODULE).listPayoutMethods({ merchant_id: input.merchantId })
  if (!existing || !input.account) return new StepResponse({ confirmed: false })
  const { account } = input
  if (account.provider !== "email") throw invalid(PAYOUT_CHANGE_MESSAGES.noPassword)
  if (!input.password) throw invalid(PAYOUT_CHANGE_MESSAGES.missing)

  const limits = container.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)
  const checks: RateChecks = [["payoutPasswordByAccount", account.id]]
  await limits.assertNotLimited(checks)
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(account.customerId)
  const { success, authIdentity } = await container
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email: customer.email, password: input.password } })
  if (!success || authIdentity?.id !== account.authIdentityId) {
    await limits.countAttempt(checks)
    throw invalid(PAYOUT_CHANGE_MESSAGES.wrong)
  }
  await limits.forgetAttempts(checks)
  return new StepResponse({ confirmed: true })
})
