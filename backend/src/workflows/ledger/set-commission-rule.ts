import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../domain/ledger/commission"
import { validateCommissionTargetStep } from "./steps/validate-commission-target"
import { setCommissionRuleStep } from "./steps/set-commission-rule"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { basisPointsToPercent } from "../../domain/ledger/settings"

export type SetCommissionRuleInput = { scope: RuleScope; targetId: string; rateBp: number; actor?: AuditActor }

/** Admins: a merchant's or category's commission rate for lines placed from now on. */
export const setCommissionRuleWorkflow = createWorkflow("set-commission-rule", (input: SetCommissionRuleInput) => {
  const target = validateCommissionTargetStep(transform({ input }, ({ input }) => ({ scope: input.scope, targetId: input.targetId })))
  const rule = setCommissionRuleStep(input)
  recordAudit(
    transform({ input, rule }, ({ input, rule }) => ({
      actor: input.actor,
      entityType: "commission-rule" as const,
      entityId: `${input.scope}:${input.targetId}`,
      action: rule.created ? "commission-rule.create" : "commission-rule.update",
      before: { percent: rule.previousBp === null ? null : basisPointsToPercent(rule.previousBp) },
      after: { percent: basisPointsToPercent(input.rateBp) },
    }))
  )
  return new WorkflowResponse(transform({ rule, target }, ({ rule, target }) => ({ ...rule, name: target.name })))
})
