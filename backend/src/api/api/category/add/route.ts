import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { bodyOf } from "../../../../lib/http/validate"
import { createShopCategoryWorkflow } from "../../../../workflows/create-shop-category"
import type { AddCategoryBody } from "../validators"

export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { result: category } = await createShopCategoryWorkflow(req.scope).run({ input: bodyOf<typeof AddCategoryBody>(req) })
  res.json({ success: true, message: "Category has been added successfully!", category })
}
