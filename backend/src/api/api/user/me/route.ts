import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { loadUser } from "../../../../queries/accounts/load-user"

export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json({ user: await loadUser(req.scope, req.account.customerId) })
}
