import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { queryOf } from "../../../http/validate"
import { earningsMerchant } from "../../../../domain/ledger/earnings-access"
import { sellerStatement } from "../../../../queries/ledger/statement"
import type { StatementQuery } from "../validators"

/** A seller's statement for [from, to): opening balance, sales, commission, refunds and clawbacks, payouts, closing balance. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const query = queryOf<typeof StatementQuery>(req)
  const merchantId = earningsMerchant(req.account, query.merchantId)
  res.json({ statement: await sellerStatement(req.scope, merchantId, query.from, query.to) })
}
