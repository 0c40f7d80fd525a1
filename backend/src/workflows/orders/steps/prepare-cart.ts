import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { toCartItems } from "../../../queries/orders/cart-items"
import { loadShopSetup } from "../../../queries/orders/shop-setup"
import { StepTimer } from "../../../domain/step-timer"

type Input = { customerId: string; products: { product: string; quantity: number; variant?: string | null }[] }

/** Reads what a cart needs (checked, priced items; the shop's region, channel, delivery; the buyer). */
export const prepareCartStep = createStep("prepare-shop-cart", async (input: Input, { container }) => {
  const [items, setup, customer] = await Promise.all([
    toCartItems(container, input.products),
    loadShopSetup(container),
    container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customerId),
  ])
  StepTimer.mark("prepare-shop-cart")
  return new StepResponse({
    items,
    setup,
    customer: { id: customer.id, email: customer.email, firstName: customer.first_name ?? "", lastName: customer.last_name ?? "" },
  })
})
