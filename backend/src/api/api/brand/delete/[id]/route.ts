import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteBrandWorkflow } from "../../../../../workflows/catalogue/delete-brand"

export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteBrandWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id } })
  res.json({ success: true, message: "Brand has been deleted successfully!" })
}
