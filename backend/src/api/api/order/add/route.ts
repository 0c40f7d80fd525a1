import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { idempotentReply } from "../../../http/idempotent"
import { bodyOf } from "../../../http/validate"
import { StepTimer } from "../../../../domain/step-timer"
import { placeOrderWorkflow } from "../../../../workflows/checkout/place-order"
import type { PlaceOrderBody } from "../validators"
import { refuseOrderedCart } from "../../payment/ordered-cart"
import { serverTimingOn } from "../../../../config/server-timing"

/** Places the order for the buyer's prepared cart; the same cart again answers the same order (one M-Pesa paid: 400 naming it). */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { cartId, total, message, delivery } = bodyOf<typeof PlaceOrderBody>(req)
  // A cart M-Pesa already paid for: 400 naming its order (pay on delivery must not take it over).
  if (await refuseOrderedCart(req, res, cartId, { paidOnly: true })) return
  const timer = new StepTimer(serverTimingOn())
  const reply = await timer.time("workflow", () =>
    idempotentReply(req, `order/add ${req.account.customerId}`, async ({ lockOwner }) => {
      const { result } = await placeOrderWorkflow(req.scope).run({
        input: { cartId, customerId: req.account.customerId, total, message, delivery, lockOwner },
      })
      const { orderId } = result
      return { success: true, message: "Your order has been placed successfully!", order: { _id: orderId } }
    })
  )
  timer.send(res)
  res.json(reply)
}
