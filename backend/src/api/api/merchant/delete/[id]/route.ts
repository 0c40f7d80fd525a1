import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteMerchantWorkflow } from "../../../../../workflows/merchants/delete-merchant"
import { merchantReplies } from "../../../../../domain/merchants/replies"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteMerchantWorkflow(req.scope).run({ input: { merchantId: req.params.id, actor: req.account } })
  res.json({ success: true, message: merchantReplies.deleted })
}
