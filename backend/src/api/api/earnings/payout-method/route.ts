import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf, queryOf } from "../../../http/validate"
import { earningsMerchant } from "../../../../domain/ledger/earnings-access"
import { payoutMethodOwner } from "../../../../domain/ledger/payouts"
import { findPayoutMethod, payoutMethodJson } from "../../../../queries/payouts/payouts"
import { setPayoutMethodWorkflow } from "../../../../workflows/payouts/set-payout-method"
import type { EarningsQuery } from "../validators"
import type { PayoutMethodBody } from "./validators"

/** A merchant's own payout method (an admin names the merchant); null when none is set. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  const merchantId = earningsMerchant(req.account, queryOf<typeof EarningsQuery>(req).merchantId)
  res.json({ payoutMethod: payoutMethodJson(await findPayoutMethod(req.scope, merchantId)) })
}

/**
 * A merchant sets their own payout method: an M-Pesa number (B2C) or bank details (paid by hand).
 * Changing one already set needs `password` (400 when missing or wrong, 429 after too many wrong ones).
 */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const merchantId = payoutMethodOwner(req.account)
  const body = bodyOf<typeof PayoutMethodBody>(req)
  await setPayoutMethodWorkflow(req.scope).run({
    input: {
      ...(body.kind === "mpesa" ? { merchantId, kind: "mpesa" as const, phone: body.phone } : { merchantId, kind: "bank" as const, bank: body.bank }),
      actor: req.account,
      account: req.account,
      password: body.password,
    },
  })
  res.json({ payoutMethod: payoutMethodJson(await findPayoutMethod(req.scope, merchantId)) })
}
