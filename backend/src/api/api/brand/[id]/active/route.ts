import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { setBrandActiveWorkflow } from "../../../../../workflows/catalogue/set-brand-active"
import type { BrandActiveBody } from "../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { isActive } = bodyOf<typeof BrandActiveBody>(req).brand
  const { result: brand } = await setBrandActiveWorkflow(req.scope).run({
    input: { account: req.account, id: req.params.id, isActive },
  })
  res.json({
    success: true,
    message: isActive ? "Brand has been enabled." : `Brand has been disabled, and so have all ${brand.name} products.`,
  })
}
