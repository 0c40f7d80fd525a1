import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteMerchantWorkflow } from "../../../../../workflows/merchants/delete-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"

export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  await deleteMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id } })
  res.json({ success: true, message: merchantReplies.deleted })
}
