import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { listStaffOrders } from "../../../queries/orders/search-orders"
import type { OrderListQuery } from "./validators"
import { pageOf } from "../../../domain/paging"

/** Admins: every order. Merchants: orders holding their products, with only their lines. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = queryOf<typeof OrderListQuery>(req)
  const { orders, count } = await listStaffOrders(req.scope, req.account, { skip: (page - 1) * limit, take: limit })
  res.json({ orders, ...pageOf(count, { page, limit }) })
}
