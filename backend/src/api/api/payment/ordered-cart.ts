import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { orderOfCart } from "../../../queries/orders/order-refs"
import { MPESA_MESSAGES } from "../../../domain/payments/mpesa"

/**
 * A checkout retry for a cart the buyer already ordered: 400 whose message names the order ("You
 * already paid for this: see order DK-10056") and `order {_id, number}` for the page to link it.
 * `paidOnly`: only an order M-Pesa paid is refused (placing a pay-on-delivery cart again answers
 * that same order). Answers and returns true when it refused; false: go on.
 */
export async function refuseOrderedCart(req: AccountRequest, res: MedusaResponse, cartId: string, { paidOnly = false } = {}) {
  const ordered = await orderOfCart(req.scope, cartId, req.account.customerId)
  if (!ordered || (paidOnly && !ordered.paid)) return false
  res.status(400).json({ error: MPESA_MESSAGES.alreadyOrdered(ordered.number, ordered.paid), order: { _id: ordered._id, number: ordered.number } })
  return true
}
