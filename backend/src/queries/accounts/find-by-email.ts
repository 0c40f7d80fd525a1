import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"

/** The customer and shop account registered under an e-mail address, or null. */
export async function findAccountByEmail(container: MedusaContainer, email: string) {
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true }, { take: 1 })
  if (!customer) return null
  const account = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).retrieveAccountByCustomer(customer.id)
  return account ? { customer, account } : null
}
