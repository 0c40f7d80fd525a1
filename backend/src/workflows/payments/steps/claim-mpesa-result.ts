import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MpesaState } from "../../../domain/payments/mpesa"
import { MPESA_MODULE, type MpesaModuleService, type MpesaResult } from "../../../modules/mpesa"

export type { MpesaResult } from "../../../modules/mpesa"

/**
 * Records a payment's result (the M-Pesa module's `claimResult`: one conditional update, so of two
 * callbacks, or a callback and the job's query, exactly one wins; the others change nothing).
 * Returns the state it replaced (null: another result was first); undone by putting that state back.
 */
export const claimMpesaResultStep = createStep(
  "claim-mpesa-result",
  async (input: MpesaResult, { container }) => {
    const previous = await container.resolve<MpesaModuleService>(MPESA_MODULE).claimResult(input)
    return new StepResponse(previous, previous ? { id: input.paymentId, previous, to: input.to } : null)
  },
  async (claimed: { id: string; previous: MpesaState; to: MpesaState } | null | undefined, { container }) => {
    if (!claimed) return
    await container.resolve<MpesaModuleService>(MPESA_MODULE).unclaimResult(claimed)
  }
)
