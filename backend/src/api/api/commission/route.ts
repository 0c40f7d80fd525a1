import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { listCommissionRules } from "../../../queries/ledger/commission-rules"

/** Admins: the default commission rate and every merchant and category rule. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listCommissionRules(req.scope))
}
