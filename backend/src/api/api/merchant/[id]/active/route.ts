import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { setMerchantActiveWorkflow } from "../../../../../workflows/merchants/set-merchant-active"
import { merchantReplies } from "../../../../../domain/merchants/replies"
import type { MerchantActiveBody } from "../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { merchant } = bodyOf<typeof MerchantActiveBody>(req)
  const { result } = await setMerchantActiveWorkflow(req.scope).run({
    input: { merchantId: req.params.id, isActive: merchant.isActive, actor: req.account },
  })
  res.json({ success: true, message: merchantReplies.activeSet(merchant.isActive, result.brandName) })
}
