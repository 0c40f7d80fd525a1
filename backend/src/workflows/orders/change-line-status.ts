import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  emitEventStep,
  markOrderFulfillmentAsDeliveredWorkflow,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { LineStatus } from "../../domain/orders/line-status"
import type { LineShipping } from "../../domain/orders/line-shipping"
import { loadLineFulfilmentStep } from "./steps/load-line-fulfilment"
import { releaseLineStockStep } from "./steps/release-line-stock"
import { setLineStatusStep } from "./steps/set-line-status"
import { unfulfilLinesStep } from "./steps/unfulfil-lines"

/** `shipping`: who carries a line set to Shipped (the seller's bulk change); it goes out with the Shipped event. */
type Input = { orderId: string; lineItemId: string; status: LineStatus; shipping?: LineShipping | null }

const PROGRESS_EVENTS: Partial<Record<LineStatus, string>> = {
  Shipped: ShopEvents.ORDER_LINE_SHIPPED,
  Delivered: ShopEvents.ORDER_LINE_DELIVERED,
}
/** Statuses whose line holds no reservation: its stock has left (a fulfilment) or gone back (cancelled). */
const SETTLED: LineStatus[] = ["Shipped", "Delivered", "Cancelled"]

/**
 * Moves an order line to a status; cancelling it also puts its stock back, once. A line set to
 * Shipped or Delivered emits its event after the status is set (the buyer is told by a subscriber).
 *
 * Medusa Admin shows the same state as the shop (its fulfilment status follows the line):
 * - Shipped: the line gets a fulfilment from the order's shipping option and its stock location,
 *   shipped at once. The fulfilment turns the line's reservation into the stock movement (reserved
 *   and stocked quantity both drop: the goods have left), so the line is marked `stock_released`
 *   (settled: nothing to put back, nothing for the checkout recovery to reserve again).
 * - Delivered: that fulfilment is marked delivered (a line that skipped Shipped gets one created,
 *   shipped and delivered at once); reservations only ever count lines that have not shipped.
 * - Back from Shipped or Delivered (an admin's correction to an earlier status, a buyer's or an
 *   admin's cancel of a shipped line): the fulfilment is cancelled at module level (Medusa's own
 *   cancel refuses a shipped fulfilment; see `unfulfil-lines`): its stock comes back, and a line
 *   that is open again reserves it again, so the stock invariant (reserved = lines not shipped,
 *   delivered or cancelled) holds whichever way a line moves. A delivered line corrected back to
 *   Shipped gets a new shipped fulfilment in place of the delivered one.
 * Any failure of the mirror rolls the whole change back, the shop's status included.
 */
export const changeLineStatusWorkflow = createWorkflow("change-order-line-status", (input: Input) => {
  const lineItemIds = transform({ input }, ({ input }) => [input.lineItemId])
  const plan = loadLineFulfilmentStep(input)
  const unfulfilled = when("cancel-line-fulfilment", { plan }, ({ plan }) => plan.unfulfil.length > 0).then(() =>
    unfulfilLinesStep(plan.unfulfil)
  )
  const created = when("fulfil-line", { plan }, ({ plan }) => plan.create).then(() => {
    const fulfilment = createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ input, plan }, ({ input, plan }) => ({ order_id: input.orderId, items: plan.items })),
    })
    createOrderShipmentWorkflow.runAsStep({
      input: transform({ input, plan, fulfilment }, ({ input, plan, fulfilment }) => ({
        order_id: input.orderId,
        fulfillment_id: fulfilment.id,
        items: plan.items,
      })),
    })
    return fulfilment
  })
  when("deliver-line", { plan }, ({ plan }) => Boolean(plan.deliver)).then(() => {
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
      input: transform({ input, plan, created }, ({ input, plan, created }) => ({
        orderId: input.orderId,
        fulfillmentId: plan.deliver!.heldId ?? created!.id,
      })),
    })
  })
  when({ input }, ({ input }) => input.status === "Cancelled").then(() => {
    releaseLineStockStep(lineItemIds)
    emitEventStep({
      eventName: ShopEvents.ORDER_LINE_CANCELLED,
      data: transform({ input }, ({ input }) => ({ orderId: input.orderId, lineItemId: input.lineItemId })),
    })
  })
  setLineStatusStep(
    transform({ input, lineItemIds, unfulfilled }, ({ input, lineItemIds, unfulfilled }) => ({
      orderId: input.orderId,
      lineItemIds,
      status: input.status,
      ...(SETTLED.includes(input.status)
        ? { stockReleased: true }
        : unfulfilled?.length && { stockReleased: !unfulfilled[0].reopened }),
    }))
  )
  when("announce-line-progress", { input }, ({ input }) => Boolean(PROGRESS_EVENTS[input.status])).then(() => {
    emitEventStep(
      transform({ input }, ({ input }) => ({
        eventName: PROGRESS_EVENTS[input.status]!,
        data: { orderId: input.orderId, lineItemId: input.lineItemId, ...(input.shipping && { shipping: input.shipping }) },
      }))
    ).config({ name: "emit-line-progress" })
  })
  return new WorkflowResponse(true)
})
