import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { paymentForBuyer } from "../../../../../queries/payments/mpesa-payments"

/** The buyer's own payment as checkout follows it: state, the reason in plain words, receipt and order. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ payment: await paymentForBuyer(req.scope, req.params.id, req.account.customerId) })
}
