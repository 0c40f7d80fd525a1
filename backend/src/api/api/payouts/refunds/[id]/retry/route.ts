import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../../http/account-request"
import { paramsOf } from "../../../../../http/validate"
import { refundJson } from "../../../../../../queries/payouts/refunds"
import { retryRefundWorkflow } from "../../../../../../workflows/payouts/retry-refund"
import type { PayoutParams } from "../../../validators"

/** Admins: sends a Processing refund again with the same OriginatorConversationID (never paid twice). */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { id } = paramsOf<typeof PayoutParams>(req)
  const { result } = await retryRefundWorkflow(req.scope).run({ input: { refundId: id, actor: req.account } })
  res.json({ refund: refundJson(result) })
}
