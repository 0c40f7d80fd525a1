import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { cancelOrder } from "../../../../../workflows/orders/order-changes"

/** The buyer or an admin cancels a whole order, while no line is delivered. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await cancelOrder(req.scope, req.account, req.params.id)
  res.json({ success: true, message: "Your order has been cancelled." })
}
