import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { parseInput } from "../../../../lib/http/parse"
import { loadOwnCart, placeOrder } from "../../../../lib/orders/place-order"
import { PlaceOrderBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { cartId, total, message } = parseInput(PlaceOrderBody, req.body)
  const cart = await loadOwnCart(req.scope, cartId, req.account.customerId)
  const orderId = await placeOrder(req.scope, cart, total, message)
  res.json({ success: true, message: "Your order has been placed successfully!", order: { _id: orderId } })
}
