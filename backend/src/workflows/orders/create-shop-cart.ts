import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { orderTotals } from "../../domain/orders/totals"
import { prepareCartStep } from "./steps/prepare-cart"
import { createPricedCartStep } from "./steps/create-priced-cart"
import { createCartPaymentStep } from "./steps/create-cart-payment"
import { checkpointStep } from "../checkout/steps/checkpoint"
import { PRICES_INCLUDE_VAT, VAT_RATE_PERCENT } from "../../config/vat"

export type CreateShopCartInput = {
  customerId: string
  products: { product: string; quantity: number; variant?: string | null }[]
}

/**
 * A cart ready to be ordered: priced items with their VAT, free delivery, and a payment
 * collection with its session for the total, so placing the order is only the completion.
 */
export const createShopCartWorkflow = createWorkflow("create-shop-cart", (input: CreateShopCartInput) => {
  const prepared = prepareCartStep(input)
  const cartId = createPricedCartStep(prepared)
  const amount = transform({ prepared }, ({ prepared }) =>
    orderTotals(
      prepared.items.map((item) => ({
        unitPrice: Number(item.unit_price),
        quantity: Number(item.quantity),
        taxable: item.metadata?.taxable === true,
        status: "Not processed",
      })),
      PRICES_INCLUDE_VAT,
      VAT_RATE_PERCENT
    ).totalWithTax
  )
  createCartPaymentStep(transform({ cartId, amount }, ({ cartId, amount }) => ({ cartId, amount, after: "create-priced-cart" })))
  checkpointStep("create-cart-payment").config({ name: "after-create-cart-payment" })
  return new WorkflowResponse({ cartId })
})
