import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bodyOf } from "../../../http/validate"
import { applyMerchantWorkflow } from "../../../../workflows/merchants/apply-merchant"
import { toMerchantJson } from "../../../../queries/merchants/merchant-json"
import { merchantReplies } from "../../../../domain/merchants/replies"
import type { AddMerchantBody } from "../validators"

/** Public: a seller's application (also used by admins adding a merchant from the dashboard). */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof AddMerchantBody>(req)
  const { result } = await applyMerchantWorkflow(req.scope).run({ input: body })
  res.json({ success: true, message: merchantReplies.applied(body.phoneNumber), merchant: toMerchantJson(result) })
}
