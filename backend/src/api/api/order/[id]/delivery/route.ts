import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { setOrderDeliveryWorkflow } from "../../../../../workflows/orders/set-order-delivery"
import { findOrderFor } from "../../../../../queries/orders/order-access"
import type { DeliveryBody } from "../../validators"

/** The buyer gives the delivery details of an order placed without them. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const delivery = bodyOf<typeof DeliveryBody>(req)
  await setOrderDeliveryWorkflow(req.scope).run({ input: { orderId: req.params.id, customerId: req.account.customerId, delivery } })
  const { order } = await findOrderFor(req.scope, req.account, req.params.id)
  res.json({ success: true, message: "Your delivery details have been saved.", order })
}
