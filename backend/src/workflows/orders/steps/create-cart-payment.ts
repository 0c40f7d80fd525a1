import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CURRENCY_CODE } from "../../../domain/shop-constants"
import { checkpoint } from "../../checkout/steps/checkpoint"

export const SHOP_PAYMENT_PROVIDER = "pp_system_default"

type Input = { cartId: string; amount: number; after?: string }

/** The cart's payment collection for its total (VAT included) and its one payment session. */
export const createCartPaymentStep = createStep(
  "create-cart-payment",
  async ({ cartId, amount, after }: Input, { container }) => {
    checkpoint(after)
    const payments = container.resolve(Modules.PAYMENT)
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const collection = await payments.createPaymentCollections({ currency_code: CURRENCY_CODE, amount })
    const undo = { cartId, collectionId: collection.id }
    await Promise.all([
      link.create({ [Modules.CART]: { cart_id: cartId }, [Modules.PAYMENT]: { payment_collection_id: collection.id } }),
      payments.createPaymentSession(collection.id, { provider_id: SHOP_PAYMENT_PROVIDER, currency_code: CURRENCY_CODE, amount, data: {} }),
    ])
    return new StepResponse(collection.id, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    await container
      .resolve(ContainerRegistrationKeys.LINK)
      .dismiss({ [Modules.CART]: { cart_id: undo.cartId }, [Modules.PAYMENT]: { payment_collection_id: undo.collectionId } })
    await container.resolve(Modules.PAYMENT).deletePaymentCollections([undo.collectionId])
  }
)
