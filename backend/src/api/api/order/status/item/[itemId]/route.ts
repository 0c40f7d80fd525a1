import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../../lib/auth/account-request"
import { parseInput } from "../../../../../../lib/http/parse"
import { findOrderFor, NO_ORDER } from "../../../../../../lib/orders/order-access"
import { refuseLineChange } from "../../../../../../lib/orders/line-rules"
import { changeLineStatusWorkflow } from "../../../../../../workflows/change-line-status"
import { cancelShopOrderWorkflow } from "../../../../../../workflows/cancel-shop-order"
import { LineStatusBody } from "../../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { orderId, status } = parseInput(LineStatusBody, req.body)
  const { order, isBuyer } = await findOrderFor(req.scope, req.account, orderId)
  const line = order.products.find((product) => product._id === req.params.itemId)
  if (!line) {
    return res.status(404).json({ message: NO_ORDER })
  }
  const refusal = refuseLineChange({ account: req.account, isBuyer }, line.status, status)
  if (refusal) {
    return res.status(refusal.status).json({ error: refusal.error })
  }

  const othersCancelled = order.products.every((product) => product._id === line._id || product.status === "Cancelled")
  if (status === "Cancelled" && othersCancelled) {
    await cancelShopOrderWorkflow(req.scope).run({
      input: { orderId, lineItemIds: order.products.map((p) => p._id), canceledBy: req.account.customerId },
    })
    return res.json({ success: true, message: "Your order has been cancelled.", orderCancelled: true })
  }
  await changeLineStatusWorkflow(req.scope).run({ input: { orderId, lineItemId: line._id, status } })
  res.json({ success: true, message: `Item status has been updated to ${status}.`, orderCancelled: false })
}
