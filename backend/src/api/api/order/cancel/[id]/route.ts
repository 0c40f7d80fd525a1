import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { findOrderFor } from "../../../../../lib/orders/order-access"
import { cancelShopOrderWorkflow } from "../../../../../workflows/cancel-shop-order"

/** The buyer or an admin cancels a whole order, while no line is delivered. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  const { order, isBuyer } = await findOrderFor(req.scope, req.account, req.params.id)
  if (!isBuyer && req.account.role !== "ROLE_ADMIN") {
    return res.status(403).json({ error: "Only the buyer or an admin may cancel an order." })
  }
  if (order.status === "Cancelled") {
    return res.status(400).json({ error: "This order is already cancelled." })
  }
  if (order.products.some((line) => line.status === "Delivered")) {
    return res.status(400).json({ error: "An order with a delivered item cannot be cancelled." })
  }
  await cancelShopOrderWorkflow(req.scope).run({
    input: { orderId: order._id, lineItemIds: order.products.map((line) => line._id), canceledBy: req.account.customerId },
  })
  res.json({ success: true, message: "Your order has been cancelled." })
}
