import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { createShopCategoryWorkflow } from "../../../../workflows/catalogue/create-shop-category"
import type { AddCategoryBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { result: category } = await createShopCategoryWorkflow(req.scope).run({ input: { ...bodyOf<typeof AddCategoryBody>(req), actor: req.account } })
  res.json({ success: true, message: "Category has been added successfully!", category })
}
