import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../../modules/account"
import type { Role } from "../../../domain/accounts/roles"

type Input = { accountIds: string[]; role: Role; merchantId: string | null }

/** Gives accounts a role and merchant link (promotion or demotion); undoing restores each one. */
export const setAccountMerchantStep = createStep(
  "set-account-merchant",
  async (input: Input, { container }) => {
    if (!input.accountIds.length) return new StepResponse([], [])
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const before = await accounts.listAccounts({ id: input.accountIds })
    await accounts.updateAccounts(input.accountIds.map((id) => ({ id, role: input.role, merchant_id: input.merchantId })))
    return new StepResponse(input.accountIds, before.map((a) => ({ id: a.id, role: a.role, merchant_id: a.merchant_id })))
  },
  async (before, { container }) => {
    if (before?.length) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts(before)
  }
)
