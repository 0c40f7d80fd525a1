import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../lib/auth/account-request"
import { listCategories } from "../../../lib/admin/categories"

/** Admins: every category, active or not, with its product ids. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ categories: await listCategories(req.scope) })
}
