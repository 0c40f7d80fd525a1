import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { paramsOf } from "../../../../http/validate"
import { refundsForBuyer } from "../../../../../queries/payouts/refunds"
import { loadOrderNotice } from "../../../../../queries/orders/order-notices"
import type { OrderRefundParams } from "../../validators"

/**
 * The buyer's own order (else 404): "Refunded" with the M-Pesa receipts, or "Refund processing", or
 * null; and, in her words (issue item 2), the paying phone masked ("0712 *** 615"), what will be
 * refunded and is not yet sent (`due`), what is on its way (`processing`), and what cancelling the
 * rest of the order would refund (`ifCancelled`).
 */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { orderId } = paramsOf<typeof OrderRefundParams>(req)
  const refund = await refundsForBuyer(req.scope, orderId, req.account.customerId)
  const shopper = (await loadOrderNotice(req.scope, orderId))?.refund ?? null
  res.json({
    refund: {
      ...refund,
      phone: shopper?.phone ?? null,
      due: shopper?.due ?? 0,
      processing: shopper?.processing ?? 0,
      ifCancelled: shopper?.ifCancelled ?? 0,
    },
  })
}
