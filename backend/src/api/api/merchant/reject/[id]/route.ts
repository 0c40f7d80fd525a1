import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { rejectMerchant } from "../../../../../workflows/merchants/merchant-actions"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await rejectMerchant(req.scope, req.params.id)) })
}
