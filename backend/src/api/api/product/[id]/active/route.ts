import type { MedusaResponse } from "@medusajs/framework/http"
import { ProductStatus } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { AccountRequest } from "../../../../../lib/auth/account-request"
import { parseInput } from "../../../../../lib/http/parse"
import { findManagedProduct } from "../../../../../lib/admin/products"
import { productListCache } from "../../../../../lib/catalog/list-cache"
import { ProductActiveBody } from "../../admin-validators"

export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { product: body } = parseInput(ProductActiveBody, req.body)
  const { row } = await findManagedProduct(req.scope, req.account, req.params.id)
  await updateProductsWorkflow(req.scope).run({
    input: { selector: { id: row.id }, update: { status: body.isActive ? ProductStatus.PUBLISHED : ProductStatus.DRAFT } },
  })
  productListCache.clear()
  res.json({ success: true, message: body.isActive ? "Product has been enabled." : "Product has been disabled." })
}
