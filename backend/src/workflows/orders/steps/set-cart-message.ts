import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { StoredDelivery } from "../../../domain/delivery/order-delivery"

type Input = { cartId: string; metadata: Record<string, unknown>; message: string; delivery: StoredDelivery; payment?: Record<string, unknown> }
type Previous = { cartId: string; metadata: Record<string, unknown> } | null

/**
 * The buyer's note, the delivery details and (paid with M-Pesa) the payment go on the cart; completion copies the cart's metadata
 * to the order, so the order holds its own copy of where it goes from the moment it exists.
 */
export const setCartMessageStep = createStep(
  "set-cart-message",
  async ({ cartId, metadata, message, delivery, payment }: Input, { container }) => {
    await container.resolve(Modules.CART).updateCarts(cartId, { metadata: { ...metadata, message, delivery, ...(payment ? { payment } : {}) } })
    return new StepResponse<boolean, Previous>(true, { cartId, metadata })
  },
  async (previous: Previous | undefined, { container }) => {
    if (previous) await container.resolve(Modules.CART).updateCarts(previous.cartId, { metadata: previous.metadata })
  }
)
