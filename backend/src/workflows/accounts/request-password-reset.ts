import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { findAccountByEmail } from "../../queries/accounts/find-by-email"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { checkRateLimitsStep } from "./steps/check-rate-limits"

type Issued = { email: string; firstName: string; token: string } | null

const issuePasswordResetStep = createStep(
  "issue-password-reset",
  async (email: string, { container }) => {
    const found = await findAccountByEmail(container, email)
    if (!found || found.account.provider !== "email") {
      return new StepResponse(null as Issued)
    }
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const token = await accounts.issuePasswordReset(found.account.id)
    const issued = { email, firstName: found.customer.first_name ?? "", token }
    return new StepResponse(issued as Issued)
  },
  async (issued, { container }) => {
    if (issued) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).withdrawPasswordReset(issued.token)
  }
)

/**
 * A reset link for an e-mail account, e-mailed after the commit; other addresses get nothing. Limited per
 * e-mail and per address, whether the e-mail has an account or not.
 */
export const requestPasswordResetWorkflow = createWorkflow("request-password-reset", (input: { email: string; address: string }) => {
  checkRateLimitsStep({
    checks: transform({ input }, ({ input }): RateChecks => [
      ["forgotByEmail", input.email],
      ["forgotByAddress", input.address],
    ]),
    countAttempt: true,
  })
  const issued = issuePasswordResetStep(input.email)
  when({ issued }, ({ issued }) => !!issued).then(() => {
    emitEventStep({ eventName: ShopEvents.PASSWORD_RESET_REQUESTED, data: issued })
  })
  return new WorkflowResponse(transform({ issued }, ({ issued }) => !!issued))
})
