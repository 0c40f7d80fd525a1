import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { listManagedProducts } from "../../../queries/catalogue/managed-products"

/** Admins: every product, active or not. Merchants: their brand's. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ products: await listManagedProducts(req.scope, req.account) })
}
