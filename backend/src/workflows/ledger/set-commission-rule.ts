import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../domain/ledger/commission"
import { validateCommissionTargetStep } from "./steps/validate-commission-target"
import { setCommissionRuleStep } from "./steps/set-commission-rule"

export type SetCommissionRuleInput = { scope: RuleScope; targetId: string; rateBp: number }

/** Admins: a merchant's or category's commission rate for lines placed from now on. */
export const setCommissionRuleWorkflow = createWorkflow("set-commission-rule", (input: SetCommissionRuleInput) => {
  const target = validateCommissionTargetStep(transform({ input }, ({ input }) => ({ scope: input.scope, targetId: input.targetId })))
  const rule = setCommissionRuleStep(input)
  return new WorkflowResponse(transform({ rule, target }, ({ rule, target }) => ({ ...rule, name: target.name })))
})
