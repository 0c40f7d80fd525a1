import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf } from "../../../../http/validate"
import { setProductActiveWorkflow } from "../../../../../workflows/catalogue/set-product-active"
import type { ProductActiveBody } from "../../admin-validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { isActive } = bodyOf<typeof ProductActiveBody>(req).product
  await setProductActiveWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id, isActive } })
  res.json({ success: true, message: isActive ? "Product has been enabled." : "Product has been disabled." })
}
