import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { overviewMerchant } from "../../../../domain/overview/access"
import { overview } from "../../../../queries/overview/overview"
import type { OverviewQuery } from "./validators"

/** The shop's overview (admins) or a merchant's own (merchants): cards, charts, queues, over the last `days` days. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const query = queryOf<typeof OverviewQuery>(req)
  const merchantId = overviewMerchant(req.account, query.merchantId)
  res.json(await overview(req.scope, { merchantId }, query.days))
}
