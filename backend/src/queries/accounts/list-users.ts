import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"
import { toUserJson } from "./user-json"

type Filters = { q?: string }

/** Customers that have a shop account, newest first, with their roles. */
export async function listUsers(container: MedusaContainer, filters: Filters, page: { skip: number; take: number }) {
  const [customers, count] = await container
    .resolve(Modules.CUSTOMER)
    .listAndCountCustomers({ has_account: true, ...filters }, { ...page, order: { created_at: "DESC" } })
  const accounts = await container
    .resolve<AccountModuleService>(ACCOUNT_MODULE)
    .listAccounts({ customer_id: customers.map((c) => c.id) })
  const byCustomer = new Map(accounts.map((a) => [a.customer_id, a]))
  const users = customers.filter((c) => byCustomer.has(c.id)).map((c) => toUserJson(c, byCustomer.get(c.id)!))
  return { users, count }
}
