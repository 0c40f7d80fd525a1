import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { approveMerchant } from "../../../../../../workflows/merchants/merchant-actions"

/** Medusa Admin's Approve: the same rules and workflow as `PUT /api/merchant/approve/:id`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await approveMerchant(req.scope, req.params.id)) })
}
