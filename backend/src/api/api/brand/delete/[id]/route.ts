import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { findManagedBrand } from "../../../../../lib/admin/brand-access"
import { productListCache } from "../../../../../lib/catalog/list-cache"
import { deleteBrandWorkflow } from "../../../../../workflows/delete-brand"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  const brand = await findManagedBrand(req.scope, req.account, req.params.id)
  await deleteBrandWorkflow(req.scope).run({ input: { id: brand.id } })
  productListCache.clear()
  res.json({ success: true, message: "Brand has been deleted successfully!" })
}
