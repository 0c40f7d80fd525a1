import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../../domain/ledger/commission"
import { COMMISSION_MODULE, type CommissionModuleService } from "../../../modules/commission"

type Input = { id: string; scope: RuleScope; targetId: string; rateBp: number }

/** Removes a rule: the merchant's or category's new lines fall back to the next rule (category, default). */
export const deleteCommissionRuleStep = createStep(
  "delete-commission-rule",
  async (input: Input, { container }) => {
    await container.resolve<CommissionModuleService>(COMMISSION_MODULE).deleteCommissionRules(input.id)
    return new StepResponse(true, input)
  },
  async (input, { container }) => {
    if (input) {
      await container
        .resolve<CommissionModuleService>(COMMISSION_MODULE)
        .createCommissionRules({ scope: input.scope, target_id: input.targetId, rate_bp: input.rateBp })
    }
  }
)
