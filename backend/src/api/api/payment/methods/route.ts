import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { mpesaSettings } from "../../../../config/mpesa"

/** The payment methods checkout offers: M-Pesa only when it is configured (pay on delivery always). */
export const GET = async (_req: AccountRequest, res: MedusaResponse) => {
  const settings = mpesaSettings()
  res.json({ mpesa: !!settings, cod: true, maxAmount: settings?.maxAmount ?? null })
}
