import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { listStaffOrders } from "../../../queries/orders/search-orders"
import type { StaffOrderListQuery } from "./validators"
import { pageOf } from "../../../domain/paging"

/**
 * Admins: every order. Merchants: orders holding their products, with only their lines. Either
 * may filter by a line status (of the lines they see), by the delivery county and by the payment state.
 */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit, status, county, payment } = queryOf<typeof StaffOrderListQuery>(req)
  const { orders, count } = await listStaffOrders(req.scope, req.account, { skip: (page - 1) * limit, take: limit }, { status, county, payment })
  res.json({ orders, ...pageOf(count, { page, limit }) })
}
