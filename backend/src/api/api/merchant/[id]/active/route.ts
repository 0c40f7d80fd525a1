import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../../http/validate"
import { setMerchantActiveWorkflow } from "../../../../../workflows/merchants/set-merchant-active"
import { merchantReplies } from "../../../../../domain/merchants/replies"
import type { MerchantActiveBody } from "../../validators"

export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  const { merchant } = bodyOf<typeof MerchantActiveBody>(req)
  const { result } = await setMerchantActiveWorkflow(req.scope).run({
    input: { merchantId: req.params.id, isActive: merchant.isActive },
  })
  res.json({ success: true, message: merchantReplies.activeSet(merchant.isActive, result.brandName) })
}
