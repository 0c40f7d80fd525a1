import type { MedusaResponse } from "@medusajs/framework/http"
import { deleteProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { findCategory } from "../../../../../lib/admin/categories"
import { productListCache } from "../../../../../lib/catalog/list-cache"

/** Deletes a category; its products stay, listed in their other categories or none. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  const category = await findCategory(req.scope, req.params.id)
  await deleteProductCategoriesWorkflow(req.scope).run({ input: [category._id] })
  productListCache.clear()
  res.json({ success: true, message: "Category has been deleted successfully!" })
}
