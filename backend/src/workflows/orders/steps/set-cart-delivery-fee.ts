import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CURRENCY_CODE } from "../../../domain/shop-constants"
import { DELIVERY_OPTION_NAMES, type DeliveryOption } from "../../../domain/delivery/delivery-rules"
import { toShillings } from "../../../domain/money"

type Input = { cartId: string; collectionId: string | null; pricedTotal: number | null; feeCents: number; option: DeliveryOption }
type Previous = { cartId: string; collectionId: string | null; pricedTotal: number | null }

const FREE_DELIVERY = "Free delivery"

async function setAmounts(container: MedusaContainer, input: Previous, fee: number, name: string) {
  const carts = container.resolve(Modules.CART)
  const payments = container.resolve(Modules.PAYMENT)
  const [method] = await carts.listShippingMethods({ cart_id: input.cartId }, { take: 1 })
  if (method) await carts.updateShippingMethods([{ id: method.id, amount: fee, name }])
  if (!input.collectionId || input.pricedTotal === null) return
  const amount = input.pricedTotal + fee
  await payments.updatePaymentCollections(input.collectionId, { amount })
  const sessions = await payments.listPaymentSessions({ payment_collection_id: input.collectionId })
  for (const session of sessions.filter((s) => s.status !== "canceled")) {
    await payments.updatePaymentSession({ id: session.id, amount, currency_code: CURRENCY_CODE, data: session.data ?? {} })
  }
}

/**
 * A delivery with a fee: the cart's shipping method carries it and the payment is for the bag's
 * total plus the fee, so Medusa's order totals (and Medusa Admin) show what the shopper pays.
 * Free delivery (the default) changes nothing.
 */
export const setCartDeliveryFeeStep = createStep(
  "set-cart-delivery-fee",
  async (input: Input, { container }) => {
    if (!input.feeCents) return new StepResponse<boolean, Previous | null>(true, null)
    await setAmounts(container, input, toShillings(input.feeCents), DELIVERY_OPTION_NAMES[input.option])
    return new StepResponse<boolean, Previous | null>(true, { cartId: input.cartId, collectionId: input.collectionId, pricedTotal: input.pricedTotal })
  },
  async (previous, { container }) => {
    if (previous) await setAmounts(container, previous, 0, FREE_DELIVERY)
  }
)
