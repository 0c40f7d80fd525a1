import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { rejectMerchantWorkflow } from "../../../../../workflows/merchants/reject-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  await rejectMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id } })
  res.json({ success: true, message: merchantReplies.rejected })
}
