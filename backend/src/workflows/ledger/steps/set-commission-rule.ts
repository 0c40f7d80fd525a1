import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../../domain/ledger/commission"
import { COMMISSION_MODULE, type CommissionModuleService } from "../../../modules/commission"

type Input = { scope: RuleScope; targetId: string; rateBp: number }
type Undo = { id: string; previousBp: number | null }

/** Creates the rule or changes its rate; applies to lines placed from now on (placed lines keep their frozen rate). */
export const setCommissionRuleStep = createStep(
  "set-commission-rule",
  async (input: Input, { container }) => {
    const commission = container.resolve<CommissionModuleService>(COMMISSION_MODULE)
    const [existing] = await commission.listCommissionRules({ scope: input.scope, target_id: input.targetId })
    if (existing) {
      await commission.updateCommissionRules({ id: existing.id, rate_bp: input.rateBp })
      return new StepResponse({ id: existing.id, created: false, previousBp: existing.rate_bp as number | null }, { id: existing.id, previousBp: existing.rate_bp } as Undo)
    }
    const created = await commission.createCommissionRules({ scope: input.scope, target_id: input.targetId, rate_bp: input.rateBp })
    return new StepResponse({ id: created.id, created: true, previousBp: null as number | null }, { id: created.id, previousBp: null } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const commission = container.resolve<CommissionModuleService>(COMMISSION_MODULE)
    if (undo.previousBp === null) await commission.deleteCommissionRules(undo.id)
    else await commission.updateCommissionRules({ id: undo.id, rate_bp: undo.previousBp })
  }
)
