import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { applyAsMerchant } from "../../../../workflows/merchants/merchant-actions"
import type { AddMerchantBody } from "../validators"

/** Public: a seller's application (also used by admins adding a merchant from the dashboard). */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { message, merchant } = await applyAsMerchant(req.scope, bodyOf<typeof AddMerchantBody>(req))
  res.json({ success: true, message, merchant })
}
