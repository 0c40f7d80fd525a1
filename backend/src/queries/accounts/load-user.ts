import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"
import { toUserJson } from "./user-json"

/** The user JSON of a customer that has a shop account, or null. */
export async function loadUser(container: MedusaContainer, customerId: string) {
  const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const [account, [customer]] = await Promise.all([
    accounts.retrieveAccountByCustomer(customerId),
    container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { take: 1 }),
  ])
  return account && customer ? toUserJson(customer, account) : null
}
