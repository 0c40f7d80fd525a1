import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { cancelOrderRequestWorkflow } from "../../../../../workflows/orders/cancel-order-request"

/** The buyer or an admin cancels a whole order, while no line is delivered. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await cancelOrderRequestWorkflow(req.scope).run({ input: { account: req.account, orderId: req.params.id } })
  res.json({ success: true, message: "Your order has been cancelled." })
}
