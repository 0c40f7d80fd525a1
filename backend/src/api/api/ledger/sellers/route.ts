import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountRequest } from "../../../http/account-request"
import { listSellerBalances } from "../../../../queries/ledger/balances"

/** Admins: every seller's pending, available and paid-out balances; sellers whose clawbacks blocked payouts first. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listSellerBalances(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)))
}
