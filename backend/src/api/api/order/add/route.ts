import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { loadOwnCart, placeOrder } from "../../../../lib/orders/place-order"
import { PlaceOrderBody } from "../validators"
import { StepTimer } from "../../../../lib/http/step-timer"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { cartId, total, message } = parseInput(PlaceOrderBody, req.body)
  const timer = new StepTimer()
  const cart = await timer.time("load", () => loadOwnCart(req.scope, cartId, req.account.customerId))
  const orderId = await placeOrder(req.scope, cart, total, message, timer)
  timer.send(res)
  res.json({ success: true, message: "Your order has been placed successfully!", order: { _id: orderId } })
}
