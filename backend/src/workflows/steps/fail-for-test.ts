import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * A test-only failure point: under NODE_ENV=test, the checkout step named in
 * SHOP_CHECKOUT_FAIL_AFTER throws here, so tests can prove every step before it compensates.
 */
export const failForTestStep = createStep("fail-for-test", async (point: string) => {
  if (process.env.NODE_ENV === "test" && process.env.SHOP_CHECKOUT_FAIL_AFTER === point) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Injected failure after ${point}`)
  }
  return new StepResponse(true)
})
