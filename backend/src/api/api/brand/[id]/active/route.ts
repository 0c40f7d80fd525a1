import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { bodyOf } from "../../../../../lib/http/validate"
import { findManagedBrand } from "../../../../../lib/admin/brand-access"
import { productListCache } from "../../../../../lib/catalog/list-cache"
import { setBrandActiveWorkflow } from "../../../../../workflows/set-brand-active"
import type { BrandActiveBody } from "../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { brand: body } = bodyOf<typeof BrandActiveBody>(req)
  const brand = await findManagedBrand(req.scope, req.account, req.params.id)
  await setBrandActiveWorkflow(req.scope).run({ input: { id: brand.id, isActive: body.isActive } })
  productListCache.clear()
  res.json({
    success: true,
    message: body.isActive ? "Brand has been enabled." : `Brand has been disabled, and so have all ${brand.name} products.`,
  })
}
