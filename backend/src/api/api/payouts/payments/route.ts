import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { listFlaggedPayments } from "../../../../queries/payments/flagged-payments"

/** Admins: M-Pesa payments flagged Mismatch or Refund due, with the amount expected vs received and Daraja's ResultDesc. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listFlaggedPayments(req.scope))
}
