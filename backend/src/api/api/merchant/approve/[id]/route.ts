import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { approveMerchantWorkflow } from "../../../../../workflows/merchants/approve-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await approveMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id } })
  res.json({ success: true, message: merchantReplies.approved(result) })
}
