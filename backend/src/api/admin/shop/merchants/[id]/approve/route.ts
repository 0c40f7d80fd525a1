import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { approveMerchantWorkflow } from "../../../../../../workflows/merchants/approve-merchant"
import { merchantReplies } from "../../../../../../domain/merchants/replies"

/** Medusa Admin's Approve: the same rules and workflow as `PUT /api/merchant/approve/:id`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { result } = await approveMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id, actor: { id: req.auth_context.actor_id, role: "ROLE_ADMIN" } } })
  res.json({ success: true, message: merchantReplies.approved(result) })
}
