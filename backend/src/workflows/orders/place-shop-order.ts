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
import { DELIVERY_OPTION_NAMES } from "../../domain/delivery/delivery-rules"
import { toShillings } from "../../domain/money"
import { orderFromCart, reservationsFor } from "../../domain/orders/order-from-cart"
import { guardSessionPaymentStep } from "./steps/guard-session-payment"
import { useMpesaSessionStep } from "./steps/mpesa-session"
import { validateCheckoutCartStep } from "../checkout/steps/validate-checkout-cart"
import { validateOrderDeliveryStep } from "../checkout/steps/validate-order-delivery"
import { setCartDeliveryFeeStep } from "./steps/set-cart-delivery-fee"
import type { DeliveryRequest } from "../../domain/delivery/choose-delivery"
import { createLineRecordsStep } from "./steps/create-line-records"
import { checkpointStep } from "../checkout/steps/checkpoint"
import { finishOrderStep } from "./steps/finish-order"
import { renewPaymentSessionStep } from "./steps/renew-payment-session"
import { checkStockStep } from "../checkout/steps/check-stock"
import { acquireStockLocksStep, releaseStockLocksStep } from "../checkout/steps/stock-locks"
import { reserveOrderStockStep } from "./steps/reserve-order-stock"
import { validateNoWaitingPaymentStep } from "./steps/validate-no-waiting-payment"
import { releasePaymentStockStep } from "../checkout/steps/payment-hold"
import { validateOrderPaymentStep } from "./steps/validate-order-payment"

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
 * (finished first if a crash cut its checkout short; a paid M-Pesa payment takes it only when it is
 * that payment's own, `validate-order-payment`); any other cart is first re-checked against
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
  // The engine copies every value a transform or step reads, whole, each time: the cart (items,
  // stock) is read by the order's making only, the rest of what was loaded is small.
  const cart = transform({ loaded }, ({ loaded }) => loaded.cart)
  const facts = transform({ loaded }, ({ loaded }) => {
    const { cart: _cart, ...rest } = loaded
    return rest
  })
  validateOrderPaymentStep(transform({ input, facts }, ({ input, facts }) => ({ orderId: facts.orderId, paymentId: input.payment?.paymentId ?? null })))
  const renewedSession = when("renew-spent-session", { facts }, ({ facts }) => !!facts.renewSession).then(() =>
    renewPaymentSessionStep(transform({ facts }, ({ facts }) => facts.renewSession!))
  )

  const placed = when("place-new-order", { facts }, ({ facts }) => !facts.orderId).then(() => {
    validateNoWaitingPaymentStep(transform({ input }, ({ input }) => ({ cartId: input.cartId, paymentId: input.payment?.paymentId })))
    const delivery = validateOrderDeliveryStep(
      transform({ input }, ({ input }) => ({ customerId: input.customerId, delivery: input.delivery ?? {} }))
    )
    const stockLocks = transform({ input, facts }, ({ input, facts }) => ({
      keys: facts.stockLocks,
      ownerId: `checkout:${input.cartId}`,
    }))
    acquireStockLocksStep(stockLocks)
    releasePaymentStockStep(transform({ input }, ({ input }) => ({ paymentId: input.payment?.paymentId ?? null, cartId: input.cartId })))
    checkStockStep(input.cartId)
    setCartDeliveryFeeStep(
      transform({ input, facts, delivery }, ({ input, facts, delivery }) => ({
        cartId: input.cartId,
        collectionId: facts.collectionId,
        pricedTotal: facts.pricedTotal,
        feeCents: delivery.feeCents,
        option: delivery.option,
      }))
    )
    // The order's metadata: the cart's (its own id, by which recover-checkouts finds an order cut
    // short) with the buyer's note, the delivery details and (paid with M-Pesa) the payment, so
    // the order holds its own copy of where it goes from the moment it exists. Nothing reads them
    // on the cart, so the cart is no longer written for them; the checkpoint keeps its name.
    const metadata = transform({ input, facts, delivery }, ({ input, facts, delivery }): Record<string, unknown> => ({
      ...facts.metadata,
      message: input.message,
      delivery,
      ...(input.payment ? { payment: input.payment } : {}),
    }))

    // Medusa's cart completion, from its exported steps and their compensations, made from the
    // cart as read by validate-checkout-cart and changed since (metadata, delivery fee). The
    // session to authorise: validate-checkout-cart refused a cart without one; a cart paid with
    // M-Pesa authorises an M-Pesa session instead (captured: the money is in).
    const mpesaSession = useMpesaSessionStep(
      transform({ input, facts }, ({ input, facts }) => ({
        collectionId: facts.collectionId,
        paymentId: input.payment?.paymentId ?? null,
        after: "set-cart-message",
      }))
    )
    const sessionId = transform({ cart, renewedSession, mpesaSession }, ({ cart, renewedSession, mpesaSession }) =>
      (mpesaSession ?? renewedSession ?? cart.sessionId)!
    )
    compensatePaymentIfNeededStep({ payment_session_id: sessionId })
    guardSessionPaymentStep(sessionId)
    const orderInput = transform({ cart, delivery, metadata }, ({ cart, delivery, metadata }) =>
      orderFromCart(cart, {
        metadata,
        shipping: delivery.feeCents ? { amount: toShillings(delivery.feeCents), name: DELIVERY_OPTION_NAMES[delivery.option] } : null,
      })
    )
    const created = createOrdersStep(transform({ orderInput }, ({ orderInput }) => [orderInput]))
    // What the later steps need of the new order, read once.
    const order = transform({ created, cart }, ({ created, cart }) => ({
      id: created[0].id,
      reservations: reservationsFor(created[0].items ?? [], cart.stock),
    }))
    const [, , reservations] = parallelize(
      createRemoteLinkStep(
        transform({ input, facts, order }, ({ input, facts, order }): LinkDefinition[] => [
          { [Modules.ORDER]: { order_id: order.id }, [Modules.CART]: { cart_id: input.cartId } },
          ...(facts.collectionId ? [{ [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: facts.collectionId } }] : []),
        ])
      ),
      updateCartsStep(transform({ input }, ({ input }) => [{ id: input.cartId, completed_at: new Date() }])),
      reserveOrderStockStep(transform({ order }, ({ order }) => ({ items: order.reservations, after: "create-order" }))),
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
    // The stock is reserved: the next buyer's check counts it, so the products' checkout locks
    // are given back now rather than after the payment and line records (a failure from here
    // on gives the reservation back, which only frees stock).
    releaseStockLocksStep(transform({ stockLocks }, ({ stockLocks }) => ({ ...stockLocks, after: "link-and-reserve" })))
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
    createLineRecordsStep(transform({ order }, ({ order }) => ({ orderId: order.id, after: "complete-cart" })))
    checkpointStep("create-order-line-records").config({ name: "after-create-order-line-records" })
    emitEventStep({
      eventName: ShopEvents.ORDER_PLACED,
      data: transform({ order }, ({ order }) => ({ id: order.id })),
    })
    return order
  })

  when("finish-existing-order", { facts }, ({ facts }) => !!facts.orderId).then(() => {
    finishOrderStep(transform({ input, facts }, ({ input, facts }) => ({ orderId: facts.orderId!, cartId: input.cartId })))
    // A checkout whose process died after making the order still holds its stock locks (in Redis,
    // until their TTL): this run for the same cart owns them too, and gives them back.
    releaseStockLocksStep(
      transform({ input, facts }, ({ input, facts }) => ({ keys: facts.stockLocks, ownerId: `checkout:${input.cartId}` }))
    ).config({ name: "release-stock-locks-of-finished-order" })
  })

  releaseLockStep({ key: input.cartId, ownerId: input.lockOwner })
  const orderId = transform({ facts, placed }, ({ facts, placed }) => (facts.orderId ?? placed?.id) as string)
  return new WorkflowResponse({ orderId })
})
