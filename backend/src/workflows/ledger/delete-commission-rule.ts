import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../domain/ledger/commission"
import { validateCommissionRuleStep } from "./steps/validate-commission-rule"
import { deleteCommissionRuleStep } from "./steps/delete-commission-rule"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"
import { basisPointsToPercent } from "../../domain/ledger/settings"

/** Admins: removes a merchant's or category's rule (new lines fall back to the category rule or the default). */
export const deleteCommissionRuleWorkflow = createWorkflow("delete-commission-rule", (input: { scope: RuleScope; targetId: string; actor?: AuditActor }) => {
  const rule = validateCommissionRuleStep(input)
  deleteCommissionRuleStep(
    transform({ input, rule }, ({ input, rule }) => ({ id: rule.id, scope: input.scope, targetId: input.targetId, rateBp: rule.rateBp }))
  )
  recordAudit(
    transform({ input, rule }, ({ input, rule }) => ({
      actor: input.actor,
      entityType: "commission-rule" as const,
      entityId: `${input.scope}:${input.targetId}`,
      action: "commission-rule.delete",
      before: { percent: basisPointsToPercent(rule.rateBp) },
      after: null,
    }))
  )
  return new WorkflowResponse(true)
})
