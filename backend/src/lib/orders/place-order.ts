import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../events"
import { cartSubtotal } from "./totals"
import { loadShopSetup } from "./shop-setup"
import { StepTimer } from "../http/step-timer"

type Cart = {
  id: string
  customer_id: string | null
  completed_at: string | null
  items: { unit_price: unknown; quantity: unknown }[]
  shipping_methods: { id: string }[]
  payment_collection: { id: string; payment_sessions: { id: string }[] } | null
}

const OUT_OF_STOCK = "Sorry, some items in your cart are no longer in stock. Please update your cart."

/** The shopper's own open cart, or a clear error. */
export async function loadOwnCart(container: MedusaContainer, cartId: string, customerId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "customer_id", "completed_at", "items.unit_price", "items.quantity", "shipping_methods.id", "payment_collection.id", "payment_collection.payment_sessions.id"],
    filters: { id: cartId },
  })
  const cart = data[0] as unknown as Cart | undefined
  if (!cart || cart.customer_id !== customerId) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "No cart found.")
  }
  if (cart.completed_at) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "This cart has already been ordered.")
  }
  return cart
}

/**
 * Places the order. Each step is one of Medusa's own workflows (each compensates itself);
 * only the last, completing the cart, creates the order, and it reserves the stock under
 * a lock per inventory item, so two buyers can never both get the last unit.
 */
export async function placeOrder(container: MedusaContainer, cart: Cart, clientTotal: number, message: string, timer = new StepTimer()) {
  const subtotal = cartSubtotal(cart.items)
  if (Math.abs(subtotal - clientTotal) > 0.005) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Your cart has changed: its total is now Kes.${subtotal}. Please review your cart and try again.`
    )
  }
  const setup = await timer.time("setup", () => loadShopSetup(container))
  await timer.time("metadata", () => updateCartWorkflow(container).run({ input: { id: cart.id, metadata: { message } } }))
  if (!cart.shipping_methods?.length) {
    await timer.time("shipping", () => addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: setup.shippingOptionId }] } }))
  }
  let collectionId = cart.payment_collection?.id
  if (!collectionId) {
    const { result } = await timer.time("collection", () => createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } }))
    collectionId = result.id
  }
  if (!cart.payment_collection?.payment_sessions?.length) {
    await timer.time("session", () =>
      createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: collectionId!, provider_id: "pp_system_default" } })
    )
  }

  try {
    const { result } = await timer.time("complete", () => completeCartWorkflow(container).run({ input: { id: cart.id } }))
    await container.resolve(Modules.EVENT_BUS).emit({ name: ShopEvents.ORDER_PLACED, data: { id: result.id } })
    return result.id
  } catch (error) {
    if (/stock/i.test((error as Error).message)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, OUT_OF_STOCK)
    }
    throw error
  }
}
