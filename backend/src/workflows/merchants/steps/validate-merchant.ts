import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../../modules/account"
import { notFound } from "../../../domain/errors"

export const NO_MERCHANT = "No merchant found."

/** The merchant a workflow acts on (404 when there is none), with the ids of the accounts that run it. */
export const validateMerchantStep = createStep("validate-merchant", async (merchantId: string, { container }) => {
  const [merchant] = await container.resolve<MerchantModuleService>(MERCHANT_MODULE).listMerchants({ id: merchantId }, { take: 1 })
  if (!merchant) throw notFound(NO_MERCHANT)
  const accounts = await container
    .resolve<AccountModuleService>(ACCOUNT_MODULE)
    .listAccounts({ merchant_id: merchant.id }, { select: ["id"] })
  return new StepResponse({
    id: merchant.id,
    status: merchant.status,
    isActive: merchant.is_active,
    email: merchant.email,
    phoneNumber: merchant.phone_number,
    brandName: merchant.brand_name,
    business: merchant.business,
    accountIds: accounts.map((account) => account.id),
  })
})
