import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf, paramsOf } from "../../../../http/validate"
import { payoutJson } from "../../../../../queries/payouts/payouts"
import { retryPayoutWorkflow } from "../../../../../workflows/payouts/retry-payout"
import type { PayoutParams, RetryPayoutBody } from "../../validators"

/**
 * Admins: sends a Processing M-Pesa payout again with the same OriginatorConversationID (never paid twice); a disabled or
 * deleted merchant's only with `release: true`.
 */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { id } = paramsOf<typeof PayoutParams>(req)
  const { release } = bodyOf<typeof RetryPayoutBody>(req)
  const { result } = await retryPayoutWorkflow(req.scope).run({ input: { payoutId: id, release, actor: req.account } })
  res.json({ payout: payoutJson({ ...result, amount_cents: String(result.amount_cents) }) })
}
