import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { findCategory } from "../../../../queries/catalogue/categories"
import { updateShopCategoryWorkflow } from "../../../../workflows/catalogue/update-shop-category"
import type { UpdateCategoryBody } from "../validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ category: await findCategory(req.scope, req.params.id) })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { category: changes } = bodyOf<typeof UpdateCategoryBody>(req)
  await updateShopCategoryWorkflow(req.scope).run({ input: { id: req.params.id, changes, actor: req.account } })
  res.json({ success: true, message: "Category has been updated successfully!" })
}
