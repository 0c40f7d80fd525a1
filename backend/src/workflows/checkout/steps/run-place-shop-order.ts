import { setTimeout as sleep } from "node:timers/promises"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { placeShopOrderWorkflow, type PlaceShopOrderInput } from "../../orders/place-shop-order"
import { OUT_OF_STOCK } from "../../../queries/orders/checkout-cart"
import { invalid } from "../../../domain/errors"

const LOCK_ATTEMPTS = 5
const TRANSIENT = /Timed-out acquiring lock|Updating Status from "ok" to "temp_failure"/i

/** Medusa's stock refusal (a plain or NOT_ALLOWED error naming stock) becomes the shop's message. */
function asShopError(error: unknown) {
  const message = (error as Error)?.message ?? ""
  const isMedusa = error instanceof MedusaError
  if (/stock|inventory/i.test(message) && (!isMedusa || error.type === MedusaError.Types.NOT_ALLOWED)) {
    return invalid(OUT_OF_STOCK)
  }
  return error
}

/**
 * Runs `place-shop-order` for the cart, again when it failed for a transient reason: many buyers of
 * one product queue for its stock lock, and a timed-out wait (or the workflow engine's own confusion
 * about such a step on a saturated machine) undid everything, so the checkout simply runs again.
 * Each run undoes itself when it fails, so this step has nothing to compensate.
 */
export const runPlaceShopOrderStep = createStep("run-place-shop-order", async (input: PlaceShopOrderInput, { container }) => {
  for (let attempt = 1; ; attempt++) {
    try {
      const { result } = await placeShopOrderWorkflow(container).run({ input })
      return new StepResponse(result.orderId)
    } catch (error) {
      if (attempt < LOCK_ATTEMPTS && TRANSIENT.test((error as Error)?.message)) {
        await sleep(100 + Math.random() * 400)
        continue
      }
      throw asShopError(error)
    }
  }
})
