import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { transform } from "@medusajs/framework/workflows-sdk"
import { ShopEvents } from "../../domain/events"
import { passwordChangeMoment } from "../../queries/accounts/session"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"
import { invalid } from "../../domain/errors"

type Input = { accountId: string; email: string; firstName: string; password: string }

const updatePasswordStep = createStep("update-emailpass-password", async (input: Input, { container }) => {
  const { success, error } = await container
    .resolve(Modules.AUTH)
    .updateProvider("emailpass", { entity_id: input.email, password: input.password })
  if (!success) {
    throw invalid(error || "The password could not be changed.")
  }
  return new StepResponse(true)
})

/** Ends every session opened before the change: tokens issued earlier are refused from now on. */
const endOtherSessionsStep = createStep(
  "end-sessions-before-password-change",
  async (accountId: string, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const before = await accounts.retrieveAccount(accountId)
    await accounts.updateAccounts({ id: accountId, password_changed_at: passwordChangeMoment() })
    return new StepResponse(true, { accountId, previous: before.password_changed_at ?? null })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container
      .resolve<AccountModuleService>(ACCOUNT_MODULE)
      .updateAccounts({ id: undo.accountId, password_changed_at: undo.previous })
  }
)

/** Closes every reset link still open for the account: one e-mailed before the change no longer sets a password. */
const closePasswordResetsStep = createStep(
  "close-password-resets",
  async (accountId: string, { container }) => {
    const closedIds = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).closePasswordResets(accountId)
    return new StepResponse(closedIds, closedIds)
  },
  async (closedIds, { container }) => {
    if (closedIds?.length) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).reopenPasswordResets(closedIds)
  }
)

/** Sets a new password for an e-mail account and tells its owner by e-mail. */
export const changePasswordWorkflow = createWorkflow("change-password", (input: Input) => {
  updatePasswordStep(input)
  endOtherSessionsStep(input.accountId)
  closePasswordResetsStep(input.accountId)
  emitEventStep({
    eventName: ShopEvents.PASSWORD_CHANGED,
    data: transform({ input }, ({ input }) => ({ email: input.email, firstName: input.firstName })),
  })
  return new WorkflowResponse(true)
})
