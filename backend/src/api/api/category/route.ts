import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { listCategories } from "../../../queries/catalogue/categories"

/** Admins: every category, active or not, with its product ids. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ categories: await listCategories(req.scope) })
}
