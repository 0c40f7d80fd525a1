import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { RequestAccount } from "../../../domain/accounts/request-account"
import { invalid } from "../../../domain/errors"

export const WRONG_OLD_PASSWORD = "Please enter your correct old password."

/** Only an e-mail account changes its password here, and only by proving the old one. */
export const validateOldPasswordStep = createStep(
  "validate-old-password",
  async (input: { account: RequestAccount; oldPassword: string }, { container }) => {
    const { account } = input
    if (account.provider !== "email") {
      throw invalid(`You signed up with ${account.provider}, so there is no password to change here.`)
    }
    const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(account.customerId)
    const { success } = await container
      .resolve(Modules.AUTH)
      .authenticate("emailpass", { body: { email: customer.email, password: input.oldPassword } })
    if (!success) throw invalid(WRONG_OLD_PASSWORD)
    return new StepResponse({ accountId: account.id, email: customer.email, firstName: customer.first_name ?? "" })
  }
)
