import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, completeCartWorkflow, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { validateCheckoutCartStep } from "./steps/validate-checkout-cart"
import { setCartMessageStep } from "./steps/set-cart-message"
import { validateOrderDeliveryStep } from "./steps/validate-order-delivery"
import { setCartDeliveryFeeStep } from "./steps/set-cart-delivery-fee"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"
import { createLineRecordsStep } from "./steps/create-line-records"
import { checkpointStep } from "./steps/checkpoint"
import { finishOrderStep } from "./steps/finish-order"
import { renewPaymentSessionStep } from "./steps/renew-payment-session"
import { checkStockStep } from "./steps/check-stock"
import { acquireStockLocksStep, releaseStockLocksStep } from "./steps/stock-locks"
import { validateNoWaitingPaymentStep } from "./steps/validate-no-waiting-payment"
import { releasePaymentStockStep } from "./steps/payment-hold"

/** How a paid order was paid: kept in the order's metadata (absent: pay on delivery). */
export type OrderPayment = { method: "mpesa"; state: "Paid"; receipt: string | null; amount: number; paymentId: string }

export type PlaceShopOrderInput = {
  cartId: string
  customerId: string
  total: number
  message: string
  delivery?: DeliveryRequest
  /** An M-Pesa payment that paid for the cart: its held stock passes to the order, and the order records it. */
  payment?: OrderPayment
  /**
   * Who holds the cart's lock: the buyer's Idempotency-Key claim (api/http/idempotent.ts), so a
   * retry that took over the claim of a process that died re-enters that process's lock at once;
   * absent, the lock is anyone's and only its TTL frees it.
   */
  lockOwner?: string
}

/**
 * Places the order for a cart that `create-shop-cart` prepared: under the cart's lock (the key
 * Medusa's own completion uses), a cart that already became an order returns that order
 * (finished first if a crash cut its checkout short); any other cart is first re-checked against
 * the catalogue as it is now (`validate-checkout-cart`: too old, a product gone or disabled, a
 * changed price → 400 before anything is reserved) and its delivery chosen (`validate-order-delivery`:
 * the buyer's own address or an open station, the fee they saw) and a cart whose M-Pesa prompt is open
 * is refused to anyone but that payment (`validate-no-waiting-payment`); then, holding a checkout lock per inventory item of the cart (one buyer of a product at a
 * time, so a buyer of units already sold is refused before any order is made; a paid M-Pesa
 * payment's held stock is given back just before the check, so the order takes it over), Medusa completes
 * the cart (order, stock reserved, payment authorised, the delivery copied from the cart's metadata
 * and its fee in the totals) and each line gets its status record. Any failure undoes every step;
 * the e-mail goes out from a subscriber once the workflow has finished.
 */
export const placeShopOrderWorkflow = createWorkflow("place-shop-order", (input: PlaceShopOrderInput) => {
  acquireLockStep({ key: input.cartId, timeout: 30, ttl: 120, ownerId: input.lockOwner })
  const loaded = validateCheckoutCartStep(input)
  checkpointStep("validate-checkout-cart").config({ name: "after-validate-checkout-cart" })
  when("renew-spent-session", { loaded }, ({ loaded }) => !!loaded.renewSession).then(() => {
    renewPaymentSessionStep(transform({ loaded }, ({ loaded }) => loaded.renewSession!))
  })

  const placed = when("place-new-order", { loaded }, ({ loaded }) => !loaded.orderId).then(() => {
    validateNoWaitingPaymentStep(transform({ input }, ({ input }) => ({ cartId: input.cartId, paymentId: input.payment?.paymentId })))
    const delivery = validateOrderDeliveryStep(
      transform({ input }, ({ input }) => ({ customerId: input.customerId, delivery: input.delivery ?? {} }))
    )
    const stockLocks = transform({ input, loaded }, ({ input, loaded }) => ({
      keys: loaded.stockLocks,
      ownerId: `checkout:${input.cartId}`,
    }))
    acquireStockLocksStep(stockLocks)
    releasePaymentStockStep(transform({ input }, ({ input }) => ({ paymentId: input.payment?.paymentId ?? null, cartId: input.cartId })))
    checkStockStep(input.cartId)
    checkpointStep("check-cart-stock").config({ name: "after-check-cart-stock" })
    setCartDeliveryFeeStep(
      transform({ input, loaded, delivery }, ({ input, loaded, delivery }) => ({
        cartId: input.cartId,
        collectionId: loaded.collectionId,
        pricedTotal: loaded.pricedTotal,
        feeCents: delivery.feeCents,
        option: delivery.option,
      }))
    )
    setCartMessageStep(
      transform({ input, loaded, delivery }, ({ input, loaded, delivery }) => ({
        cartId: input.cartId,
        metadata: loaded.metadata,
        message: input.message,
        delivery,
        payment: input.payment,
      }))
    )
    checkpointStep("set-cart-message").config({ name: "after-set-cart-message" })
    const order = completeCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ id: input.cartId })) })
    checkpointStep("complete-cart").config({ name: "after-complete-cart" }) // Server-Timing: the part after complete-cart-read
    createLineRecordsStep(order.id)
    checkpointStep("create-order-line-records").config({ name: "after-create-order-line-records" })
    releaseStockLocksStep(stockLocks)
    emitEventStep({
      eventName: ShopEvents.ORDER_PLACED,
      data: transform({ order }, ({ order }) => ({ id: order.id })),
    })
    return order
  })

  when("finish-existing-order", { loaded }, ({ loaded }) => !!loaded.orderId).then(() => {
    finishOrderStep(transform({ input, loaded }, ({ input, loaded }) => ({ orderId: loaded.orderId!, cartId: input.cartId })))
    // A checkout whose process died after making the order still holds its stock locks (in Redis,
    // until their TTL): this run for the same cart owns them too, and gives them back.
    releaseStockLocksStep(
      transform({ input, loaded }, ({ input, loaded }) => ({ keys: loaded.stockLocks, ownerId: `checkout:${input.cartId}` }))
    ).config({ name: "release-stock-locks-of-finished-order" })
  })

  releaseLockStep({ key: input.cartId, ownerId: input.lockOwner })
  const orderId = transform({ loaded, placed }, ({ loaded, placed }) => (loaded.orderId ?? placed?.id) as string)
  return new WorkflowResponse({ orderId })
})
