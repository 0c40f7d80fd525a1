import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"
import { changePasswordWorkflow } from "./change-password"

/** Uses up the e-mailed token; undoing opens it again. Returns who the account belongs to. */
const consumePasswordResetStep = createStep(
  "consume-password-reset",
  async (token: string, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const { accountId, closedIds } = await accounts.consumePasswordReset(token)
    const account = await accounts.retrieveAccount(accountId)
    const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(account.customer_id)
    return new StepResponse({ accountId, email: customer.email, firstName: customer.first_name ?? "" }, closedIds)
  },
  async (closedIds, { container }) => {
    if (closedIds) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).reopenPasswordResets(closedIds)
  }
)

/** Sets a new password with a single-use token from the reset e-mail. */
export const resetPasswordWorkflow = createWorkflow("reset-password-with-token", (input: { token: string; password: string }) => {
  const owner = consumePasswordResetStep(input.token)
  changePasswordWorkflow.runAsStep({
    input: { accountId: owner.accountId, email: owner.email, firstName: owner.firstName, password: input.password },
  })
  return new WorkflowResponse(true)
})
