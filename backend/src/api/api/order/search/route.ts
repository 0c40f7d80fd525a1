import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { queryOrders, staffScope } from "../../../../lib/orders/order-access"
import { OrderSearchQuery } from "../validators"

const SEARCH_RESULTS = 20

/** Finds an order by its complete id, among the orders the caller may see. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { search } = parseInput(OrderSearchQuery, req.query)
  const page = { skip: 0, take: SEARCH_RESULTS }
  if (req.account.role === "ROLE_MEMBER") {
    const { orders } = await queryOrders(req.scope, { id: search, customer_id: req.account.customerId }, page)
    return res.json({ orders })
  }
  const { filters, scope } = await staffScope(req.scope, req.account)
  const allowed = "id" in filters ? (filters.id as string[]).filter((id) => id === search) : search
  const { orders } = await queryOrders(req.scope, { id: allowed }, page, scope)
  res.json({ orders })
}
