import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"
import { validateCheckoutCartStep } from "../orders/steps/validate-checkout-cart"
import { validateOrderDeliveryStep } from "../orders/steps/validate-order-delivery"
import { acquireStockLocksStep, releaseStockLocksStep } from "../orders/steps/stock-locks"
import { checkStockStep } from "../orders/steps/check-stock"
import { holdPaymentStockStep } from "../orders/steps/payment-hold"
import { validateMpesaPaymentStep } from "./steps/validate-mpesa-payment"
import { createMpesaPaymentStep } from "./steps/create-mpesa-payment"
import { sendStkPushStep } from "./steps/send-stk-push"

export type StartMpesaPaymentInput = {
  cartId: string
  customerId: string
  total: number
  message: string
  /** The paying phone, as the shop stores phones (+2547…/+2541…). */
  phone: string
  delivery?: DeliveryRequest
}

/**
 * Asks the buyer's phone for the order's M-Pesa payment. Under the cart's lock, the cart is checked
 * exactly as placing the order checks it (`validate-checkout-cart`, `validate-order-delivery`) and
 * then for M-Pesa (`validate-mpesa-payment`: configured, not ordered, no prompt open, 1 ≤ amount ≤
 * the maximum); under its stock locks its stock is checked and held for the payment; then the STK
 * push goes out. A refused push undoes the payment and its hold.
 */
export const startMpesaPaymentWorkflow = createWorkflow("start-mpesa-payment", (input: StartMpesaPaymentInput) => {
  acquireLockStep({ key: input.cartId, timeout: 30, ttl: 120 })
  const loaded = validateCheckoutCartStep(input)
  const delivery = validateOrderDeliveryStep(
    transform({ input }, ({ input }) => ({ customerId: input.customerId, delivery: input.delivery ?? {} }))
  )
  const checked = validateMpesaPaymentStep(
    transform({ input, loaded, delivery }, ({ input, loaded, delivery }) => ({
      cartId: input.cartId,
      orderId: loaded.orderId,
      pricedTotal: loaded.pricedTotal,
      feeCents: delivery.feeCents,
    }))
  )
  const stockLocks = transform({ input, loaded }, ({ input, loaded }) => ({ keys: loaded.stockLocks, ownerId: `checkout:${input.cartId}` }))
  acquireStockLocksStep(stockLocks)
  checkStockStep(input.cartId)
  const paymentId = createMpesaPaymentStep(
    transform({ input, checked }, ({ input, checked }) => ({
      cartId: input.cartId,
      customerId: input.customerId,
      phone: input.phone,
      amount: checked.amount,
      expiresAt: checked.expiresAt,
      total: input.total,
      message: input.message,
      delivery: input.delivery,
    }))
  )
  holdPaymentStockStep(transform({ input, paymentId }, ({ input, paymentId }) => ({ paymentId, cartId: input.cartId })))
  releaseStockLocksStep(stockLocks)
  sendStkPushStep(transform({ input, paymentId, checked }, ({ input, paymentId, checked }) => ({ paymentId, phone: input.phone, amount: checked.amount })))
  releaseLockStep({ key: input.cartId })
  emitEventStep({ eventName: ShopEvents.PAYMENT_STOCK_CHANGED, data: transform({ paymentId }, ({ paymentId }) => ({ id: paymentId })) })
  const payment = transform({ paymentId, checked }, ({ paymentId, checked }) => ({
    _id: paymentId,
    state: "Pending" as const,
    amount: checked.amount,
    expiresAt: checked.expiresAt,
  }))
  return new WorkflowResponse({ payment })
})
