import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { listStaffOrders } from "../../../queries/orders/search-orders"
import type { StaffOrderListQuery } from "./validators"
import { pageOf } from "../../../domain/paging"
import { saleCounts } from "../../../queries/orders/sale-counts"

/**
 * Admins: every order. Merchants: orders holding their products, with only their lines. Either
 * may filter by a line status (of the lines they see), by the delivery county, by the payment state
 * and by a search term (order number, buyer's name or phone). `counts`: per line status, the orders
 * (matching the search) with a line in it — the Customer Orders tabs.
 */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit, status, county, payment, search } = queryOf<typeof StaffOrderListQuery>(req)
  const [{ orders, count }, counts] = await Promise.all([
    listStaffOrders(req.scope, req.account, { skip: (page - 1) * limit, take: limit }, { status, county, payment, search }),
    saleCounts(req.scope, req.account, search),
  ])
  res.json({ orders, ...pageOf(count, { page, limit }), counts })
}
