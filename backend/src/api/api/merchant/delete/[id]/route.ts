import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteMerchant } from "../../../../../workflows/merchants/merchant-actions"

export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await deleteMerchant(req.scope, req.params.id)) })
}
