import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { setMerchantActive } from "../../../../../workflows/merchants/merchant-actions"
import type { MerchantActiveBody } from "../../validators"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  const { merchant } = bodyOf<typeof MerchantActiveBody>(req)
  res.json({ success: true, ...(await setMerchantActive(req.scope, req.params.id, merchant.isActive)) })
}
