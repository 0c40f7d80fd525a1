import { createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { EventPriority, Modules, OrderWorkflowEvents, ReservationItemWorkflowEvents } from "@medusajs/framework/utils"
import type { LinkDefinition } from "@medusajs/framework/types"
import {
  acquireLockStep,
  addOrderTransactionStep,
  authorizePaymentSessionStep,
  compensatePaymentIfNeededStep,
  createOrdersStep,
  createRemoteLinkStep,
  emitEventStep,
  releaseLockStep,
  updateCartsStep,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { DELIVERY_OPTION_NAMES, fromCents } from "../../domain/delivery/delivery-rules"
import { orderFromCart, reservationsFor } from "../../domain/orders/order-from-cart"
import { guardSessionPaymentStep } from "./steps/guard-session-payment"
import { useMpesaSessionStep } from "./steps/mpesa-session"
import { validateCheckoutCartStep } from "./steps/validate-checkout-cart"
import { validateOrderDeliveryStep } from "./steps/validate-order-delivery"
import { setCartDeliveryFeeStep } from "./steps/set-cart-delivery-fee"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"
import { createLineRecordsStep } from "./steps/create-line-records"
import { checkpointStep } from "./steps/checkpoint"
import { finishOrderStep } from "./steps/finish-order"
import { renewPaymentSessionStep } from "./steps/renew-payment-session"
import { checkStockStep } from "./steps/check-stock"
import { acquireStockLocksStep, releaseStockLocksStep } from "./steps/stock-locks"
import { reserveOrderStockStep } from "./steps/reserve-order-stock"
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
 * payment's held stock is given back just before the check, so the order takes it over), the cart is
 * completed as Medusa's `completeCartWorkflow` does, from its exported steps and the compensations
 * they ship (order made from the cart read once, with the delivery and note in its metadata and the
 * delivery's fee in its totals; linked to the cart and payment collection, cart completed, stock
 * reserved, payment authorised last) and each line gets its status record. Any failure undoes every
 * step (`guard-session-payment` cancels a payment even its own step failed to return); the e-mail
 * goes out from a subscriber once the workflow has finished.
 *
 * The workflow is not stored (Medusa's completion is `store: true`: its whole state saved after each
 * of its ~20 steps): a process that dies mid-checkout never resumes a workflow anyway, and what it
 * leaves is found and finished or undone by `recover-checkouts` (orders by their `cart_id`
 * metadata, reservations by line), as before.
 */
export const placeShopOrderWorkflow = createWorkflow("place-shop-order", (input: PlaceShopOrderInput) => {
  acquireLockStep({ key: input.cartId, timeout: 30, ttl: 120, ownerId: input.lockOwner })
  const loaded = validateCheckoutCartStep(input)
  checkpointStep("validate-checkout-cart").config({ name: "after-validate-checkout-cart" })
  const renewedSession = when("renew-spent-session", { loaded }, ({ loaded }) => !!loaded.renewSession).then(() =>
    renewPaymentSessionStep(transform({ loaded }, ({ loaded }) => loaded.renewSession!))
  )

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
    // The order's metadata: the cart's (its own id, by which recover-checkouts finds an order cut
    // short) with the buyer's note, the delivery details and (paid with M-Pesa) the payment, so
    // the order holds its own copy of where it goes from the moment it exists. Nothing reads them
    // on the cart, so the cart is no longer written for them; the checkpoint keeps its name.
    const metadata = transform({ input, loaded, delivery }, ({ input, loaded, delivery }): Record<string, unknown> => ({
      ...loaded.metadata,
      message: input.message,
      delivery,
      ...(input.payment ? { payment: input.payment } : {}),
    }))
    checkpointStep("set-cart-message").config({ name: "after-set-cart-message" })

    // Medusa's cart completion, from its exported steps and their compensations, made from the
    // cart as read by validate-checkout-cart and changed since (metadata, delivery fee). The
    // session to authorise: validate-checkout-cart refused a cart without one; a cart paid with
    // M-Pesa authorises an M-Pesa session instead (captured: the money is in).
    const mpesaSession = useMpesaSessionStep(
      transform({ input, loaded }, ({ input, loaded }) => ({ collectionId: loaded.collectionId, paymentId: input.payment?.paymentId ?? null }))
    )
    const sessionId = transform({ loaded, renewedSession, mpesaSession }, ({ loaded, renewedSession, mpesaSession }) =>
      (mpesaSession ?? renewedSession ?? loaded.cart.sessionId)!
    )
    compensatePaymentIfNeededStep({ payment_session_id: sessionId })
    guardSessionPaymentStep(sessionId)
    const orderInput = transform({ loaded, delivery, metadata }, ({ loaded, delivery, metadata }) =>
      orderFromCart(loaded.cart, {
        metadata,
        shipping: delivery.feeCents ? { amount: fromCents(delivery.feeCents), name: DELIVERY_OPTION_NAMES[delivery.option] } : null,
      })
    )
    const created = createOrdersStep(transform({ orderInput }, ({ orderInput }) => [orderInput]))
    const order = transform({ created }, ({ created }) => created[0])
    checkpointStep("create-order").config({ name: "after-create-order" })
    const [, , reservations] = parallelize(
      createRemoteLinkStep(
        transform({ input, loaded, order }, ({ input, loaded, order }): LinkDefinition[] => [
          { [Modules.ORDER]: { order_id: order.id }, [Modules.CART]: { cart_id: input.cartId } },
          ...(loaded.collectionId ? [{ [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: loaded.collectionId } }] : []),
        ])
      ),
      updateCartsStep(transform({ input }, ({ input }) => [{ id: input.cartId, completed_at: new Date() }])),
      reserveOrderStockStep(transform({ loaded, order }, ({ loaded, order }) => ({ items: reservationsFor(order.items ?? [], loaded.cart.stock) }))),
      emitEventStep({
        eventName: OrderWorkflowEvents.PLACED,
        data: transform({ order }, ({ order }) => ({ id: order.id })),
        options: { priority: EventPriority.CRITICAL },
      }).config({ name: "emit-medusa-order-placed" })
    )
    emitEventStep({
      eventName: ReservationItemWorkflowEvents.CREATED,
      data: transform({ reservations, order }, ({ reservations, order }) => (reservations ?? []).map((r) => ({ id: r.id, order_id: order.id }))),
    }).config({ name: "emit-reservation-item-created" })
    checkpointStep("link-and-reserve").config({ name: "after-link-and-reserve" })
    // The stock is reserved: the next buyer's check counts it, so the products' checkout locks
    // are given back now rather than after the payment and line records (a failure from here
    // on gives the reservation back, which only frees stock).
    releaseStockLocksStep(stockLocks)
    // Last, as Medusa does, so only the transactions can still have to undo a payment.
    const payment = authorizePaymentSessionStep({ id: sessionId })
    addOrderTransactionStep(
      transform({ payment, order }, ({ payment, order }) =>
        (payment?.captures ?? []).map((capture) => ({
          order_id: order.id,
          amount: capture.raw_amount ?? capture.amount,
          currency_code: payment!.currency_code,
          reference: "capture",
          reference_id: capture.id,
        }))
      )
    )
    checkpointStep("complete-cart").config({ name: "after-complete-cart" })
    createLineRecordsStep(order.id)
    checkpointStep("create-order-line-records").config({ name: "after-create-order-line-records" })
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
