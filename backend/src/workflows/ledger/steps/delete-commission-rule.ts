import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../../domain/ledger/commission"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"

type Input = { id: string; scope: RuleScope; targetId: string; rateBp: number }

/** Removes a rule: the merchant's or category's new lines fall back to the next rule (category, default). */
export const deleteCommissionRuleStep = createStep(
  "delete-commission-rule",
  async (input: Input, { container }) => {
    await container.resolve<LedgerModuleService>(LEDGER_MODULE).deleteCommissionRules(input.id)
    return new StepResponse(true, input)
  },
  async (input, { container }) => {
    if (input) {
      await container
        .resolve<LedgerModuleService>(LEDGER_MODULE)
        .createCommissionRules({ scope: input.scope, target_id: input.targetId, rate_bp: input.rateBp })
    }
  }
)
