import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { deleteShopProductWorkflow } from "../../../../../workflows/catalogue/delete-shop-product"

/** Deletes a product with its links; orders keep their lines (shown as 'Not Available'). */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  await deleteShopProductWorkflow(req.scope).run({ input: { account: req.account, id: req.params.id } })
  res.json({ success: true, message: "Product has been deleted successfully!" })
}
