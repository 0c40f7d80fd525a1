import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { deleteBrandWorkflow } from "../../../../../workflows/delete-brand"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteBrandWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id } })
  res.json({ success: true, message: "Brand has been deleted successfully!" })
}
