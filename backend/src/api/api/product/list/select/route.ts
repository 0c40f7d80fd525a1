import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { listManagedProducts } from "../../../../../queries/catalogue/managed-products"

/** Products for a selector (e.g. a category's products). */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const products = await listManagedProducts(req.scope, req.account)
  res.json({ products: products.map((product) => ({ _id: product._id, name: product.name })) })
}
