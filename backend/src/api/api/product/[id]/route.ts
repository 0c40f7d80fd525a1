import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { findManagedProduct } from "../../../../queries/catalogue/managed-products"
import { updateShopProductWorkflow } from "../../../../workflows/catalogue/update-shop-product"
import type { UpdateProductBody } from "../admin-validators"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { product } = await findManagedProduct(req.scope, req.account, req.params.id)
  res.json({ product })
}

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { product: changes } = bodyOf<typeof UpdateProductBody>(req)
  await updateShopProductWorkflow(req.scope).run({ input: { account: req.account, productId: req.params.id, changes } })
  res.json({ success: true, message: "Product has been updated successfully!" })
}
