import type { MedusaContainer } from "@medusajs/framework/types"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { queryOrders, staffScope } from "./order-access"
import { SEARCH_LIMITS } from "../../domain/search-limits"


/** An order by its complete id, among the orders the caller may see (members: their own). */
export async function searchOrders(container: MedusaContainer, account: RequestAccount, search: string) {
  const page = { skip: 0, take: SEARCH_LIMITS.orders }
  if (account.role === "ROLE_MEMBER") {
    return (await queryOrders(container, { id: search, customer_id: account.customerId }, page)).orders
  }
  const { filters, scope } = await staffScope(container, account)
  const allowed = "id" in filters ? (filters.id as string[]).filter((id) => id === search) : search
  return (await queryOrders(container, { id: allowed }, page, scope)).orders
}

/** A page of the orders the caller manages: admins all, merchants those holding their lines (only those lines). */
export async function listStaffOrders(container: MedusaContainer, account: RequestAccount, page: { skip: number; take: number }) {
  const { filters, scope } = await staffScope(container, account)
  return queryOrders(container, filters, page, scope)
}
