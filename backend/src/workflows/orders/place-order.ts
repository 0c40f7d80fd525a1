import type { MedusaContainer } from "@medusajs/framework/types"
import { setTimeout as sleep } from "node:timers/promises"
import { MedusaError } from "@medusajs/framework/utils"
import { placeShopOrderWorkflow, type PlaceShopOrderInput } from "./place-shop-order"
import { OUT_OF_STOCK } from "../../queries/orders/checkout-cart"
import { invalid } from "../../domain/errors"

const LOCK_ATTEMPTS = 5
const TRANSIENT = /Timed-out acquiring lock|Updating Status from "ok" to "temp_failure"/i

/**
 * Places the order for the buyer's cart (the same order again for a cart already ordered).
 */
export async function placeOrder(container: MedusaContainer, input: PlaceShopOrderInput) {
  for (let attempt = 1; ; attempt++) {
    try {
      const { result } = await placeShopOrderWorkflow(container).run({ input })
      return result.orderId
    } catch (error) {
      // Many buyers of one product queue for its stock lock; a timed-out wait (or the workflow
      // engine's own confusion about such a step on a saturated machine) undid everything, so the
      // checkout simply runs again.
      if (attempt < LOCK_ATTEMPTS && TRANSIENT.test((error as Error)?.message)) {
        await sleep(100 + Math.random() * 400)
        continue
      }
      throw asShopError(error)
    }
  }
}

/** Medusa's stock refusal (a plain or NOT_ALLOWED error naming stock) becomes the shop's message. */
function asShopError(error: unknown) {
  const message = (error as Error)?.message ?? ""
  const isMedusa = error instanceof MedusaError
  if (/stock|inventory/i.test(message) && (!isMedusa || error.type === MedusaError.Types.NOT_ALLOWED)) {
    return invalid(OUT_OF_STOCK)
  }
  return error
}
