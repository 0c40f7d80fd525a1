import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../domain/ledger/commission"
import { validateCommissionRuleStep } from "./steps/validate-commission-rule"
import { deleteCommissionRuleStep } from "./steps/delete-commission-rule"

/** Admins: removes a merchant's or category's rule (new lines fall back to the category rule or the default). */
export const deleteCommissionRuleWorkflow = createWorkflow("delete-commission-rule", (input: { scope: RuleScope; targetId: string }) => {
  const rule = validateCommissionRuleStep(input)
  deleteCommissionRuleStep(
    transform({ input, rule }, ({ input, rule }) => ({ id: rule.id, scope: input.scope, targetId: input.targetId, rateBp: rule.rateBp }))
  )
  return new WorkflowResponse(true)
})
