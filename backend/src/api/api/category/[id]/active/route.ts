import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { setCategoryActiveWorkflow } from "../../../../../workflows/catalogue/set-category-active"
import type { CategoryActiveBody } from "../../validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { isActive } = bodyOf<typeof CategoryActiveBody>(req).category
  const { result: category } = await setCategoryActiveWorkflow(req.scope).run({ input: { id: req.params.id, isActive, actor: req.account } })
  res.json({
    success: true,
    message: isActive ? "Category has been enabled." : `Category has been disabled, and so have all ${category.name} products.`,
  })
}
