import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { StoredDelivery } from "../../../domain/delivery/order-delivery"

type Input = { cartId: string; metadata: Record<string, unknown>; message: string; delivery: StoredDelivery; payment?: Record<string, unknown> }
type Previous = { cartId: string; metadata: Record<string, unknown> } | null

/**
 * The buyer's note, the delivery details and (paid with M-Pesa) the payment go on the cart; the order is made with the
 * metadata this step returns (the cart's, as written), so it holds its own copy of where it goes from the moment it exists.
 */
export const setCartMessageStep = createStep(
  "set-cart-message",
  async ({ cartId, metadata, message, delivery, payment }: Input, { container }) => {
    const written = { ...metadata, message, delivery, ...(payment ? { payment } : {}) }
    await container.resolve(Modules.CART).updateCarts(cartId, { metadata: written })
    return new StepResponse<Record<string, unknown>, Previous>(written, { cartId, metadata })
  },
  async (previous: Previous | undefined, { container }) => {
    if (previous) await container.resolve(Modules.CART).updateCarts(previous.cartId, { metadata: previous.metadata })
  }
)
