import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { changePasswordWorkflow } from "./change-password"
import { validateOldPasswordStep } from "./steps/validate-old-password"

type Input = { account: RequestAccount; oldPassword: string; newPassword: string }

/** A signed-in e-mail account changes its password, proving the old one. */
export const changeOwnPasswordWorkflow = createWorkflow("change-own-password", (input: Input) => {
  const owner = validateOldPasswordStep(transform({ input }, ({ input }) => ({ account: input.account, oldPassword: input.oldPassword })))
  changePasswordWorkflow.runAsStep({
    input: transform({ owner, input }, ({ owner, input }) => ({ ...owner, password: input.newPassword })),
  })
  return new WorkflowResponse(true)
})
