import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../http/account-request"
import { bodyOf } from "../../http/validate"
import { listPayouts, payoutJson } from "../../../queries/payouts/payouts"
import { approvePayoutsWorkflow } from "../../../workflows/payouts/approve-payouts"
import type { ApprovePayoutsBody } from "./validators"

/** Admins: every payout (failed and unreconciled first) and the B2C utility balance from the last result. */
export const GET = async (req: AccountRequest, res: MedusaResponse) => {
  res.json(await listPayouts(req.scope))
}

/**
 * Admins: pay out one seller's (or every seller's) available balance: by M-Pesa B2C now, or by bank (marked paid later).
 * Disabled or deleted merchants are skipped with the reason (one named: 400) unless `release` names them.
 */
export const POST = async (req: AccountRequest, res: MedusaResponse) => {
  const body = bodyOf<typeof ApprovePayoutsBody>(req)
  const { result } = await approvePayoutsWorkflow(req.scope).run({
    input: { merchantId: body.merchantId, all: body.all, release: body.release, requestedBy: req.account.id, actor: req.account },
  })
  res.json({ payouts: result.payouts.map((row) => payoutJson({ ...row, amount_cents: String(row.amount_cents) })), skipped: result.skipped })
}
