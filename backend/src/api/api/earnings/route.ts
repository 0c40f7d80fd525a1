import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { earningsMerchant } from "../../../domain/ledger/earnings-access"
import { sellerBalances } from "../../../queries/ledger/balances"
import type { EarningsQuery } from "./validators"

/** A seller's balances from the ledger: pending (in the hold), available (to pay out) and paid out, in Kes. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const merchantId = earningsMerchant(req.account, queryOf<typeof EarningsQuery>(req).merchantId)
  res.json({ earnings: await sellerBalances(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), merchantId) })
}
