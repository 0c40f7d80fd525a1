import type { MedusaContainer } from "@medusajs/framework/types"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { queryOrders, staffScope } from "./order-access"
import { SEARCH_LIMITS } from "../../domain/search-limits"
import { displayIdOf } from "../../domain/orders/order-number"

/**
 * An order by its complete id or its short number ("DK-10342" or "10342"), among the orders the
 * caller may see (members: their own).
 */
export async function searchOrders(container: MedusaContainer, account: RequestAccount, search: string) {
  const page = { skip: 0, take: SEARCH_LIMITS.orders }
  const displayId = displayIdOf(search)
  const match = displayId === null ? { id: search } : { display_id: displayId }
  if (account.role === "ROLE_MEMBER") {
    return (await queryOrders(container, { ...match, customer_id: account.customerId }, page)).orders
  }
  const { filters, scope } = await staffScope(container, account)
  if (!("id" in filters)) {
    return (await queryOrders(container, match, page, scope)).orders
  }
  const allowed = filters.id as string[]
  return (await queryOrders(container, { ...match, id: "id" in match ? allowed.filter((id) => id === search) : allowed }, page, scope)).orders
}

/** A page of the orders the caller manages: admins all, merchants those holding their lines (only those lines). */
export async function listStaffOrders(container: MedusaContainer, account: RequestAccount, page: { skip: number; take: number }) {
  const { filters, scope } = await staffScope(container, account)
  return queryOrders(container, filters, page, scope)
}
