import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../../modules/account"
import type { Role } from "../../../domain/accounts/roles"

type Input = { customer_id: string; provider: string; role: Role; merchant_id?: string | null }

export const createAccountStep = createStep(
  "create-shop-account-record",
  async (input: Input, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const account = await accounts.createAccounts(input)
    return new StepResponse(account, account.id)
  },
  async (accountId, { container }) => {
    if (accountId) {
      await container.resolve<AccountModuleService>(ACCOUNT_MODULE).deleteAccounts(accountId)
    }
  }
)
