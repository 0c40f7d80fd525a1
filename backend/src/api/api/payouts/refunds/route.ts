import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../http/account-request"
import { bodyOf } from "../../../http/validate"
import { listRefunds, refundJson } from "../../../../queries/payouts/refunds"
import { approveRefundWorkflow } from "../../../../workflows/payouts/approve-refund"
import type { ApproveRefundBody } from "../validators"

/** Admins: "Refunds due" (M-Pesa payments owing their buyer) and every refund sent (failed and unreconciled first). */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listRefunds(req.scope))
}

/** Admins: pay what a payment owes back by M-Pesa B2C to the phone that paid; Processing until Daraja's result. */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const { paymentId } = bodyOf<typeof ApproveRefundBody>(req)
  const { result } = await approveRefundWorkflow(req.scope).run({ input: { paymentId, requestedBy: req.account.id, actor: req.account } })
  res.json({ refund: refundJson(result) })
}
