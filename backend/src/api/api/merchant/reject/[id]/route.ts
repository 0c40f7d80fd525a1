import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { rejectMerchantWorkflow } from "../../../../../workflows/merchants/reject-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  await rejectMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id, actor: req.account } })
  res.json({ success: true, message: merchantReplies.rejected })
}
