import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseInput } from "../../../../../http/parse"
import { setMerchantActiveWorkflow } from "../../../../../../workflows/merchants/set-merchant-active"
import { merchantReplies } from "../../../../../../domain/merchants/replies"
import { MerchantActiveBody } from "../../../../../api/merchant/validators"

/** Medusa Admin's Active switch: the same cascade as `PUT /api/merchant/:id/active`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { merchant } = parseInput(MerchantActiveBody, req.body)
  const { result } = await setMerchantActiveWorkflow(req.scope).run({
    input: { merchantId: req.params.id, isActive: merchant.isActive, actor: { id: req.auth_context.actor_id, role: "ROLE_ADMIN" } },
  })
  res.json({ success: true, message: merchantReplies.activeSet(merchant.isActive, result.brandName) })
}
