import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../../lib/http/validate"
import { setMerchantActive } from "../../../../../lib/merchants/merchant-actions"
import type { MerchantActiveBody } from "../../validators"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  const { merchant } = bodyOf<typeof MerchantActiveBody>(req)
  res.json({ success: true, ...(await setMerchantActive(req.scope, req.params.id, merchant.isActive)) })
}
