import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { placeShopOrderWorkflow, type PlaceShopOrderInput } from "../../workflows/place-shop-order"

const OUT_OF_STOCK = "Sorry, some items in your cart are no longer in stock. Please update your cart."

/**
 * Places the order for the buyer's cart (the same order again for a cart already ordered);
 * Medusa's stock refusal becomes the shop's message.
 */
export async function placeOrder(container: MedusaContainer, input: PlaceShopOrderInput) {
  try {
    const { result } = await placeShopOrderWorkflow(container).run({ input })
    return result.orderId
  } catch (error) {
    if (!(error instanceof MedusaError) && /stock|inventory/i.test((error as Error).message)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, OUT_OF_STOCK)
    }
    if (error instanceof MedusaError && error.type === MedusaError.Types.NOT_ALLOWED && /inventory|stock/i.test(error.message)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, OUT_OF_STOCK)
    }
    throw error
  }
}
