import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { rejectMerchantWorkflow } from "../../../../../../workflows/merchants/reject-merchant"
import { merchantReplies } from "../../../../../../domain/merchants/replies"

/** Medusa Admin's Reject: the same rules and workflow as `PUT /api/merchant/reject/:id`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await rejectMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id, actor: { id: req.auth_context.actor_id, role: "ROLE_ADMIN" } } })
  res.json({ success: true, message: merchantReplies.rejected })
}
