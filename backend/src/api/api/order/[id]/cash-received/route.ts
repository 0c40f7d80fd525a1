import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { formatKes } from "../../../../../domain/money"
import { confirmCashReceivedWorkflow } from "../../../../../workflows/orders/confirm-cash-received"
import { findOrderFor } from "../../../../../queries/orders/order-access"

/** An admin confirms the cash the shop's rider collected for an order's delivered items reached the shop. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { result } = await confirmCashReceivedWorkflow(req.scope).run({ input: { account: req.account, orderId: req.params.id } })
  const { order } = await findOrderFor(req.scope, req.account, req.params.id)
  res.json({ success: true, message: `Cash received: ${formatKes(result.amount)}.`, order })
}
