import type { MedusaResponse } from "@medusajs/framework/http"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { findManagedProduct } from "../../../../../lib/admin/products"
import { productListCache } from "../../../../../lib/catalog/list-cache"

/** Deletes a product with its links; orders keep their lines (shown as 'Not Available'). */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  const { row } = await findManagedProduct(req.scope, req.account, req.params.id)
  await deleteProductsWorkflow(req.scope).run({ input: { ids: [row.id] } })
  productListCache.clear()
  res.json({ success: true, message: "Product has been deleted successfully!" })
}
