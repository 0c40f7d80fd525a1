import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { queryOf } from "../../../lib/http/validate"
import { listStaffOrders } from "../../../lib/orders/search-orders"
import type { OrderListQuery } from "./validators"

/** Admins: every order. Merchants: orders holding their products, with only their lines. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = queryOf<typeof OrderListQuery>(req)
  const { orders, count } = await listStaffOrders(req.scope, req.account, { skip: (page - 1) * limit, take: limit })
  res.json({ orders, totalPages: Math.ceil(count / limit), currentPage: page, count })
}
