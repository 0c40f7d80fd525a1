import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"

type Input = { cartId: string; metadata: Record<string, unknown>; message: string }
type Previous = { cartId: string; metadata: Record<string, unknown> } | null

/** The buyer's note goes on the cart; completion copies the cart's metadata to the order. */
export const setCartMessageStep = createStep(
  "set-cart-message",
  async ({ cartId, metadata, message }: Input, { container }) => {
    if ((metadata.message ?? "") === message) return new StepResponse<boolean, Previous>(true, null) // nothing to change
    await container.resolve(Modules.CART).updateCarts(cartId, { metadata: { ...metadata, message } })
    return new StepResponse<boolean, Previous>(true, { cartId, metadata })
  },
  async (previous: Previous | undefined, { container }) => {
    if (previous) await container.resolve(Modules.CART).updateCarts(previous.cartId, { metadata: previous.metadata })
  }
)
