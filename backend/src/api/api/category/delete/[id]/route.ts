import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteShopCategoryWorkflow } from "../../../../../workflows/catalogue/delete-shop-category"

/** Deletes a category; its products stay, listed in their other categories or none. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteShopCategoryWorkflow(req.scope).run({ input: { id: req.params.id, actor: req.account } })
  res.json({ success: true, message: "Category has been deleted successfully!" })
}
