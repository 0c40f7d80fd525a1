import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { startMpesaPaymentWorkflow } from "../../../../workflows/payments/start-mpesa-payment"
import type { MpesaPaymentBody } from "../validators"
import { refuseOrderedCart } from "../ordered-cart"
import { mpesaSettings } from "../../../../config/mpesa"

/**
 * Sends the M-Pesa prompt for the buyer's cart; the page then follows GET /api/payment/mpesa/:id.
 * The payment answered names the paying phone and the payee the prompt shows (`promptName`); a cart
 * already ordered is a 400 naming its order.
 */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { cartId, total, message, phone, delivery } = bodyOf<typeof MpesaPaymentBody>(req)
  if (await refuseOrderedCart(req, res, cartId)) return
  const { result } = await startMpesaPaymentWorkflow(req.scope).run({
    input: { cartId, customerId: req.account.customerId, total, message, phone, delivery, clientIp: req.ip ?? null },
  })
  res.json({ success: true, message: "Check your phone and enter your M-Pesa PIN.", payment: { ...result.payment, phone, promptName: mpesaSettings()?.businessName ?? null } })
}
