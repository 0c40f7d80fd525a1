import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { rejectMerchant } from "../../../../../../workflows/merchants/merchant-actions"

/** Medusa Admin's Reject: the same rules and workflow as `PUT /api/merchant/reject/:id`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await rejectMerchant(req.scope, req.params.id)) })
}
