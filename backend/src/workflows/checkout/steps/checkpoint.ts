import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { StepTimer } from "../../../domain/step-timer"
import { unexpectedState } from "../../../domain/errors"
import { checkoutFailAfter } from "../../../config/test-faults"

/**
 * The point after a checkout step: the step's time goes to the request's Server-Timing (when on),
 * and under NODE_ENV=test the point named in SHOP_CHECKOUT_FAIL_AFTER throws, so tests can prove
 * every step before it compensates. The next step of the shop's own calls it first (its `after`
 * input), before doing anything: a step of its own for each point cost a tenth of checkout's CPU
 * (the workflow engine walks every step's path after each step).
 */
export function checkpoint(point: string | undefined) {
  if (!point) return
  StepTimer.mark(point)
  if (checkoutFailAfter() === point) {
    throw unexpectedState(`Injected failure after ${point}`)
  }
}

/** A checkpoint as a step, where no step of the shop's own follows the point (the workflow's last, or Medusa's). */
export const checkpointStep = createStep("checkout-checkpoint", async (point: string) => {
  checkpoint(point)
  return new StepResponse(true)
})
