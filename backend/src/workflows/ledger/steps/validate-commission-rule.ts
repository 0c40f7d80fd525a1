import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../../domain/ledger/commission"
import { notFound } from "../../../domain/errors"
import { findCommissionRule } from "../../../queries/ledger/commission-rules"

/** Removing a rule needs one (404 otherwise). */
export const validateCommissionRuleStep = createStep(
  "validate-commission-rule",
  async (input: { scope: RuleScope; targetId: string }, { container }) => {
    const rule = await findCommissionRule(container, input.scope, input.targetId)
    if (!rule) throw notFound("No commission rule found.")
    return new StepResponse(rule)
  }
)
