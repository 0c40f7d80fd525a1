import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { approveMerchant } from "../../../../../workflows/merchants/merchant-actions"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await approveMerchant(req.scope, req.params.id)) })
}
