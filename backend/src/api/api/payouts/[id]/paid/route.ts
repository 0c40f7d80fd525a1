import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf, paramsOf } from "../../../../http/validate"
import { payoutJson } from "../../../../../queries/payouts/payouts"
import { markBankPayoutPaidWorkflow } from "../../../../../workflows/payouts/mark-bank-payout-paid"
import type { MarkPaidBody, PayoutParams } from "../../validators"

/** Admins: a bank payout was paid by hand, with the bank's reference; marking it again changes nothing. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { id } = paramsOf<typeof PayoutParams>(req)
  const { reference } = bodyOf<typeof MarkPaidBody>(req)
  const { result } = await markBankPayoutPaidWorkflow(req.scope).run({ input: { payoutId: id, reference, actor: req.account } })
  res.json({ payout: payoutJson({ ...result.payout!, amount_cents: String(result.payout!.amount_cents) }), changed: result.changed })
}
