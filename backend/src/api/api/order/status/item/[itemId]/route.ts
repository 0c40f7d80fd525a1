import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../http/account-request"
import { bodyOf } from "../../../../../http/validate"
import { changeOrderLineWorkflow } from "../../../../../../workflows/orders/change-order-line"
import type { LineStatusBody } from "../../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { orderId, status } = bodyOf<typeof LineStatusBody>(req)
  const { result } = await changeOrderLineWorkflow(req.scope).run({
    input: { account: req.account, orderId, lineItemId: req.params.itemId, status },
  })
  const { orderCancelled } = result
  res.json(
    orderCancelled
      ? { success: true, message: "Your order has been cancelled.", orderCancelled }
      : { success: true, message: `Item status has been updated to ${status}.`, orderCancelled }
  )
}
