import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { queryOrders } from "../../../../queries/orders/order-access"
import type { OrderListQuery } from "../validators"
import { pageOf } from "../../../../domain/paging"

/** The caller's own orders, newest first. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { page, limit } = queryOf<typeof OrderListQuery>(req)
  const { orders, count } = await queryOrders(req.scope, { customer_id: req.account.customerId }, { skip: (page - 1) * limit, take: limit })
  res.json({ orders, ...pageOf(count, { page, limit }) })
}
