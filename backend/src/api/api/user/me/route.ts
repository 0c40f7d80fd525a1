import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../lib/auth/account-request"
import { loadUser } from "../../../../lib/accounts/load-user"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ user: await loadUser(req.scope, req.account.customerId) })
}
