import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../http/account-request"
import { paramsOf } from "../../../../../http/validate"
import { findOrderRef } from "../../../../../../queries/orders/order-refs"
import { placeFlaggedPaymentWorkflow } from "../../../../../../workflows/payments/place-flagged-payment"
import type { PayoutParams } from "../../../validators"

/**
 * Admins: "Place the order anyway" for a flagged Refund-due M-Pesa payment (its cart not ordered,
 * no refund started, its amount covering the cart's total now): the order is placed as a paid
 * M-Pesa order and the flag cleared. Answers the order's id and DK number; a refusal is 400/409.
 */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { id } = paramsOf<typeof PayoutParams>(req)
  const { result } = await placeFlaggedPaymentWorkflow(req.scope).run({ input: { paymentId: id, actor: req.account } })
  const order = await findOrderRef(req.scope, result.orderId)
  res.json({ order: { _id: result.orderId, number: order?.number ?? null }, paymentId: id })
}
