import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../../../http/account-request"
import { paramsOf } from "../../../../http/validate"
import { refundsForBuyer } from "../../../../../queries/payouts/refunds"
import type { OrderRefundParams } from "../../validators"

/** The buyer's own order (else 404): "Refunded" with the M-Pesa receipts, or "Refund processing", or null. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { orderId } = paramsOf<typeof OrderRefundParams>(req)
  res.json({ refund: await refundsForBuyer(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), orderId, req.account.customerId) })
}
