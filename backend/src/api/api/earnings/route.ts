import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { queryOf } from "../../http/validate"
import { earningsMerchant } from "../../../domain/ledger/earnings-access"
import { ledgerSettings } from "../../../config/ledger"
import { SHOP_TIME_ZONE } from "../../../config/time-zone"
import { sellerBalances } from "../../../queries/ledger/balances"
import { pendingReleases } from "../../../queries/ledger/pending-releases"
import type { EarningsQuery } from "./validators"

/**
 * A seller's balances from the ledger: pending (in the hold), available (to pay out) and paid out, in
 * Kes., and when the pending money becomes payable (`pendingReleases`: [{ date: YYYY-MM-DD in the
 * shop's time zone, amount }], earliest first).
 */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const merchantId = earningsMerchant(req.account, queryOf<typeof EarningsQuery>(req).merchantId)
  const [balances, releases] = await Promise.all([
    sellerBalances(req.scope, merchantId),
    pendingReleases(req.scope, merchantId, ledgerSettings().holdDays, SHOP_TIME_ZONE),
  ])
  res.json({ earnings: { ...balances, pendingReleases: releases } })
}
