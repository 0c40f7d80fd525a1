import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"
import type { RateChecks } from "../../domain/accounts/rate-limit-settings"
import { checkRateLimitsStep } from "../accounts/steps/check-rate-limits"
import { validateCheckoutCartStep } from "../checkout/steps/validate-checkout-cart"
import { validateOrderDeliveryStep } from "../checkout/steps/validate-order-delivery"
import { acquireStockLocksStep, releaseStockLocksStep } from "../checkout/steps/stock-locks"
import { checkStockStep } from "../checkout/steps/check-stock"
import { holdPaymentStockStep } from "../checkout/steps/payment-hold"
import { validateMpesaPaymentStep } from "./steps/validate-mpesa-payment"
import { releasePromptLimitLocksStep, validatePromptLimitsStep } from "./steps/validate-prompt-limits"
import { createMpesaPaymentStep } from "./steps/create-mpesa-payment"
import { sendStkPushStep } from "./steps/send-stk-push"
import { countMpesaPromptStep } from "./steps/count-mpesa-prompt"

export type StartMpesaPaymentInput = {
  cartId: string
  customerId: string
  total: number
  message: string
  /** The paying phone, as the shop stores phones (+2547…/+2541…). */
  phone: string
  delivery?: DeliveryRequest
  /** The caller's address (req.ip): prompts are bounded and rate-limited per address too. */
  clientIp?: string | null
}

/**
 * Asks the buyer's phone for the order's M-Pesa payment. First the prompt rate limits (per account,
 * phone and address; a prompt sent counts). Under the cart's lock, the cart is checked exactly as
 * placing the order checks it (`validate-checkout-cart`, `validate-order-delivery`) and then for
 * M-Pesa (`validate-mpesa-payment`: configured, not ordered, no prompt open, 1 ≤ amount ≤ the
 * maximum); under the account's, phone's and address's prompt locks, their open prompts and held
 * units are bounded (`validate-prompt-limits`); under its stock locks its stock is checked and held
 * for the payment, which keeps the delivery as resolved now (its fee is in the amount); then the STK
 * push goes out. A refused push undoes the payment and its hold.
 */
export const startMpesaPaymentWorkflow = createWorkflow("start-mpesa-payment", (input: StartMpesaPaymentInput) => {
  const rateChecks = transform({ input }, ({ input }): RateChecks => [
    ["mpesaPromptByAccount", input.customerId],
    ["mpesaPromptByPhone", input.phone],
    ...(input.clientIp ? ([["mpesaPromptByAddress", input.clientIp]] as RateChecks) : []),
  ])
  checkRateLimitsStep({ checks: rateChecks })
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
  const promptLocks = validatePromptLimitsStep(
    transform({ input }, ({ input }) => ({ cartId: input.cartId, customerId: input.customerId, phone: input.phone, clientIp: input.clientIp ?? null }))
  )
  const stockLocks = transform({ input, loaded }, ({ input, loaded }) => ({ keys: loaded.stockLocks, ownerId: `checkout:${input.cartId}` }))
  acquireStockLocksStep(stockLocks)
  checkStockStep(input.cartId)
  const paymentId = createMpesaPaymentStep(
    transform({ input, checked, delivery }, ({ input, checked, delivery }) => ({
      cartId: input.cartId,
      customerId: input.customerId,
      phone: input.phone,
      clientIp: input.clientIp ?? null,
      amount: checked.amount,
      expiresAt: checked.expiresAt,
      total: input.total,
      message: input.message,
      delivery: { ...(input.delivery ?? {}), resolved: delivery },
    }))
  )
  holdPaymentStockStep(transform({ input, paymentId }, ({ input, paymentId }) => ({ paymentId, cartId: input.cartId })))
  releaseStockLocksStep(stockLocks)
  releasePromptLimitLocksStep(promptLocks)
  sendStkPushStep(transform({ input, paymentId, checked }, ({ input, paymentId, checked }) => ({ paymentId, phone: input.phone, amount: checked.amount })))
  countMpesaPromptStep({ checks: rateChecks })
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
