import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { StepTimer } from "../../../domain/step-timer"
import { unexpectedState } from "../../../domain/errors"

/**
 * A point after a checkout step: the step's time goes to the request's Server-Timing (when on),
 * and under NODE_ENV=test the step named in SHOP_CHECKOUT_FAIL_AFTER throws here, so tests can
 * prove every step before it compensates.
 */
export const checkpointStep = createStep("checkout-checkpoint", async (point: string) => {
  StepTimer.mark(point)
  if (process.env.NODE_ENV === "test" && process.env.SHOP_CHECKOUT_FAIL_AFTER === point) {
    throw unexpectedState(`Injected failure after ${point}`)
  }
  return new StepResponse(true)
})
