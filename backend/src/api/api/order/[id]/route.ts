import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { findOrderFor } from "../../../../queries/orders/order-access"

/** The order as the caller may see it, and as whom (`viewer`), so the page offers the right line actions. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { order, isBuyer } = await findOrderFor(req.scope, req.account, req.params.id)
  const viewer = req.account.role === "ROLE_ADMIN" ? "admin" : isBuyer ? "buyer" : "merchant"
  res.json({ order, viewer })
}
