import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { approveMerchantWorkflow } from "../../../../../workflows/merchants/approve-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { result } = await approveMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id, actor: req.account } })
  res.json({ success: true, message: merchantReplies.approved(result) })
}
