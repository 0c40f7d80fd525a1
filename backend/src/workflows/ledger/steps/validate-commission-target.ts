import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RuleScope } from "../../../domain/ledger/commission"
import { notFound } from "../../../domain/errors"
import { findCommissionTarget } from "../../../queries/ledger/commission-rules"

export const TARGET_NOT_FOUND = { merchant: "No merchant found.", category: "No category found." } as const

/** A rule is only for a merchant or category that exists (404 otherwise). */
export const validateCommissionTargetStep = createStep(
  "validate-commission-target",
  async (input: { scope: RuleScope; targetId: string }, { container }) => {
    const target = await findCommissionTarget(container, input.scope, input.targetId)
    if (!target) throw notFound(TARGET_NOT_FOUND[input.scope])
    return new StepResponse(target)
  }
)
