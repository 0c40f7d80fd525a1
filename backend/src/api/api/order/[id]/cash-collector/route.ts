import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { setCashCollectorWorkflow } from "../../../../../workflows/orders/set-cash-collector"
import { findOrderFor } from "../../../../../queries/orders/order-access"
import type { CashCollectorBody } from "../../validators"

/** An admin or the order's seller says whose rider collects a pay-on-delivery order's cash. */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { collector } = bodyOf<typeof CashCollectorBody>(req)
  await setCashCollectorWorkflow(req.scope).run({ input: { account: req.account, orderId: req.params.id, collector } })
  const { order } = await findOrderFor(req.scope, req.account, req.params.id)
  const message = collector === "seller" ? "The seller's rider collects this order's cash." : "The shop's rider collects this order's cash."
  res.json({ success: true, message, order })
}
