import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { searchOrders } from "../../../../queries/orders/search-orders"
import type { OrderSearchQuery } from "../validators"

/** Finds an order by its complete id, among the orders the caller may see. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ orders: await searchOrders(req.scope, req.account, queryOf<typeof OrderSearchQuery>(req).search) })
}
