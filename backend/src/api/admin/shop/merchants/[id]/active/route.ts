import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseInput } from "../../../../../http/parse"
import { setMerchantActive } from "../../../../../../workflows/merchants/merchant-actions"
import { MerchantActiveBody } from "../../../../../api/merchant/validators"

/** Medusa Admin's Active switch: the same cascade as `PUT /api/merchant/:id/active`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { merchant } = parseInput(MerchantActiveBody, req.body)
  res.json({ success: true, ...(await setMerchantActive(req.scope, req.params.id, merchant.isActive)) })
}
