import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { parseInput } from "../../../../../lib/http/parse"
import { findCategory } from "../../../../../lib/admin/categories"
import { productListCache } from "../../../../../lib/catalog/list-cache"
import { setCategoryActiveWorkflow } from "../../../../../workflows/set-category-active"
import { CategoryActiveBody } from "../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { category: body } = parseInput(CategoryActiveBody, req.body)
  const category = await findCategory(req.scope, req.params.id)
  await setCategoryActiveWorkflow(req.scope).run({ input: { id: category._id, isActive: body.isActive } })
  productListCache.clear()
  res.json({
    success: true,
    message: body.isActive ? "Category has been enabled." : `Category has been disabled, and so have all ${category.name} products.`,
  })
}
