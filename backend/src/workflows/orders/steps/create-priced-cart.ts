import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { generateEntityId, Modules } from "@medusajs/framework/utils"
import type { CreateLineItemDTO } from "@medusajs/framework/types"
import { CURRENCY_CODE } from "../../../domain/shop-constants"

type Input = {
  items: CreateLineItemDTO[]
  setup: { regionId: string; salesChannelId: string; shippingOptionId: string }
  customer: { id: string; email: string; firstName: string; lastName: string }
}

/**
 * The buyer's cart, priced and with its free delivery, in one go. Its own id is in its
 * metadata, which Medusa copies to the order, so an order cut short by a crash is found by cart.
 */
export const createPricedCartStep = createStep(
  "create-priced-cart",
  async ({ items, setup, customer }: Input, { container }) => {
    const carts = container.resolve(Modules.CART)
    const id = generateEntityId(undefined, "cart")
    const cart = await carts.createCarts({
      id,
      region_id: setup.regionId,
      sales_channel_id: setup.salesChannelId,
      customer_id: customer.id,
      email: customer.email,
      currency_code: CURRENCY_CODE,
      shipping_address: { country_code: "ke", first_name: customer.firstName, last_name: customer.lastName },
      metadata: { cart_id: id },
      items,
    } as Parameters<typeof carts.createCarts>[0])
    await carts.addShippingMethods({ cart_id: cart.id, name: "Free delivery", amount: 0, shipping_option_id: setup.shippingOptionId })
    return new StepResponse(cart.id, cart.id)
  },
  async (cartId, { container }) => {
    if (cartId) await container.resolve(Modules.CART).deleteCarts([cartId])
  }
)
