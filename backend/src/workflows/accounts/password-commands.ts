import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { invalid } from "../../domain/errors"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { assertNotLimited, countAttempt, limits, type RateChecks } from "../../domain/accounts/rate-limits"
import { requestPasswordResetWorkflow } from "./request-password-reset"
import { changePasswordWorkflow } from "./change-password"

export const WRONG_OLD_PASSWORD = "Please enter your correct old password."

/** Limited per e-mail and per address; whether the e-mail has an account is not told. */
export async function requestPasswordReset(container: MedusaContainer, email: string, address: string) {
  const checks: RateChecks = [
    [limits.forgotByEmail, email],
    [limits.forgotByAddress, address],
  ]
  await assertNotLimited(checks)
  await countAttempt(checks)
  await requestPasswordResetWorkflow(container).run({ input: { email } })
}

/** A signed-in e-mail account changes its password, proving the old one. */
export async function changeOwnPassword(container: MedusaContainer, account: RequestAccount, oldPassword: string, newPassword: string) {
  if (account.provider !== "email") {
    throw invalid(`You signed up with ${account.provider}, so there is no password to change here.`)
  }
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(account.customerId)
  const { success } = await container
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email: customer.email, password: oldPassword } })
  if (!success) {
    throw invalid(WRONG_OLD_PASSWORD)
  }
  await changePasswordWorkflow(container).run({
    input: { accountId: account.id, email: customer.email, firstName: customer.first_name ?? "", password: newPassword },
  })
}
