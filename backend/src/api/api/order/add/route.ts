import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { StepTimer } from "../../../../lib/http/step-timer"
import { placeOrder } from "../../../../lib/orders/place-order"
import { PlaceOrderBody } from "../validators"

/** Places the order for the buyer's prepared cart; the same cart again answers the same order. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { cartId, total, message } = parseInput(PlaceOrderBody, req.body)
  const timer = new StepTimer()
  const orderId = await timer.time("workflow", () =>
    placeOrder(req.scope, { cartId, customerId: req.account.customerId, total, message })
  )
  timer.send(res)
  res.json({ success: true, message: "Your order has been placed successfully!", order: { _id: orderId } })
}
