import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { findOrderFor } from "../../../../lib/orders/order-access"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const { order } = await findOrderFor(req.scope, req.account, req.params.id)
  res.json({ order })
}
