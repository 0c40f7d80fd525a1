import type { MedusaResponse } from "@medusajs/framework/http"
import type { AccountRequest } from "../../../../http/account-request"
import { bodyOf, paramsOf } from "../../../../http/validate"
import { basisPointsToPercent } from "../../../../../domain/ledger/settings"
import { setCommissionRuleWorkflow } from "../../../../../workflows/ledger/set-commission-rule"
import { deleteCommissionRuleWorkflow } from "../../../../../workflows/ledger/delete-commission-rule"
import type { CommissionRuleBody, CommissionRuleParams } from "../../validators"

/** Admins: sets a merchant's or category's commission rate (lines placed from now on). */
export const PUT = async (req: AccountRequest, res: MedusaResponse) => {
  const { scope, id } = paramsOf<typeof CommissionRuleParams>(req)
  const { percent } = bodyOf<typeof CommissionRuleBody>(req)
  const { result } = await setCommissionRuleWorkflow(req.scope).run({ input: { scope, targetId: id, rateBp: percent, actor: req.account } })
  res.json({
    success: true,
    message: "Commission rule has been saved successfully!",
    rule: { id: result.id, scope, targetId: id, name: result.name, percent: basisPointsToPercent(percent) },
  })
}

/** Admins: removes the rule; new lines of that merchant or category fall back to the next rule. */
export const DELETE = async (req: AccountRequest, res: MedusaResponse) => {
  const { scope, id } = paramsOf<typeof CommissionRuleParams>(req)
  await deleteCommissionRuleWorkflow(req.scope).run({ input: { scope, targetId: id, actor: req.account } })
  res.json({ success: true, message: "Commission rule has been removed successfully!" })
}
