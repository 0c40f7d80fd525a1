import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE, type AccountModuleService } from "../../modules/account"
import type { Role } from "../../domain/accounts/roles"

export type Person = { id: string; name: string; email: string; role: Role }

/** Names, e-mails and roles of shop accounts, by account id (unknown ids are left out). */
export async function findPeople(container: MedusaContainer, filter: { id?: string[]; role?: Role }) {
  const accounts = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).listAccounts(filter)
  const customers = accounts.length
    ? await container
        .resolve(Modules.CUSTOMER)
        .listCustomers({ id: accounts.map((a) => a.customer_id) }, { select: ["id", "first_name", "last_name", "email"] })
    : []
  const byCustomer = new Map(customers.map((c) => [c.id, c]))
  const people = new Map<string, Person>()
  for (const account of accounts) {
    const customer = byCustomer.get(account.customer_id)
    if (!customer) continue
    const name = [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email
    people.set(account.id, { id: account.id, name, email: customer.email, role: account.role })
  }
  return people
}
