import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { startMpesaPaymentWorkflow } from "../../../../workflows/payments/start-mpesa-payment"
import type { MpesaPaymentBody } from "../validators"

/** Sends the M-Pesa prompt for the buyer's cart; the page then follows GET /api/payment/mpesa/:id. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { cartId, total, message, phone, delivery } = bodyOf<typeof MpesaPaymentBody>(req)
  const { result } = await startMpesaPaymentWorkflow(req.scope).run({
    input: { cartId, customerId: req.account.customerId, total, message, phone, delivery, clientIp: req.ip ?? null },
  })
  res.json({ success: true, message: "Check your phone and enter your M-Pesa PIN.", payment: result.payment })
}
