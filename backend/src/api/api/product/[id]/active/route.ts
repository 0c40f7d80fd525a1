import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { bodyOf } from "../../../../../lib/http/validate"
import { setProductActiveWorkflow } from "../../../../../workflows/set-product-active"
import type { ProductActiveBody } from "../../admin-validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { isActive } = bodyOf<typeof ProductActiveBody>(req).product
  await setProductActiveWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id, isActive } })
  res.json({ success: true, message: isActive ? "Product has been enabled." : "Product has been disabled." })
}
