import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"

/** The e-mail addresses of every admin account. */
export async function adminEmails(container: MedusaContainer) {
  const admins = await container
    .resolve<AccountModuleService>(ACCOUNT_MODULE)
    .listAccounts({ role: "ROLE_ADMIN" }, { select: ["customer_id"] })
  if (!admins.length) return []
  const customers = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers({ id: admins.map((a) => a.customer_id) }, { select: ["email"] })
  return customers.map((c) => c.email).filter(Boolean) as string[]
}
