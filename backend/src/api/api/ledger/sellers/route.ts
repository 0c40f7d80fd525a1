import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { b2cSettings } from "../../../../config/mpesa-b2c"
import { ledgerSettings } from "../../../../config/ledger"
import { listSellerPayouts } from "../../../../queries/payouts/seller-payouts"

/**
 * Admins: every seller's pending, available and paid-out balances (sellers whose clawbacks blocked
 * payouts first), when pending earnings next become payable, the payout method, and why a payout
 * cannot be approved now (`notPayable`, null when it can).
 */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listSellerPayouts(req.scope, { holdDays: ledgerSettings().holdDays, b2cReady: !!b2cSettings() }))
}
