import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { parseInput } from "../../../lib/http/parse"
import { queryOrders, staffScope } from "../../../lib/orders/order-access"
import { OrderListQuery } from "./validators"

/** Admins: every order. Merchants: orders holding their products, with only their lines. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = parseInput(OrderListQuery, req.query)
  const { filters, scope } = await staffScope(req.scope, req.account)
  const { orders, count } = await queryOrders(req.scope, filters, { skip: (page - 1) * limit, take: limit }, scope)
  res.json({ orders, totalPages: Math.ceil(count / limit), currentPage: page, count })
}
