import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"
import type { Role } from "../../../modules/account/models/account"

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
