import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  emitEventStep,
  markOrderFulfillmentAsDeliveredWorkflow,
} from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { LineStatus } from "../../modules/order-line/models/order-line"
import { loadLineFulfilmentStep } from "./steps/load-line-fulfilment"
import { releaseLineStockStep } from "./steps/release-line-stock"
import { setLineStatusStep } from "./steps/set-line-status"

type Input = { orderId: string; lineItemId: string; status: LineStatus }

const PROGRESS_EVENTS: Partial<Record<LineStatus, string>> = {
  Shipped: ShopEvents.ORDER_LINE_SHIPPED,
  Delivered: ShopEvents.ORDER_LINE_DELIVERED,
}

/**
 * Moves an order line to a status; cancelling it also puts its stock back, once. A line set to
 * Shipped or Delivered emits its event after the status is set (the buyer is told by a subscriber).
 *
 * Delivered is mirrored into Medusa (what Medusa Admin shows): the line gets a fulfilment from
 * the order's shipping option and its stock location, shipped and delivered at once. The fulfilment
 * turns the line's reservation into the stock movement (reserved and stocked quantity both drop),
 * so the line is marked `stock_released` (settled: nothing to put back, nothing for the checkout
 * recovery to reserve again). A line already held by a fulfilment (an admin's correction back and
 * forward) is not fulfilled twice. Shipped is not mirrored: Medusa cannot cancel a shipped
 * fulfilment, while the shop lets an admin cancel or move back a Shipped line. Any failure of the
 * mirror rolls the whole change back, the shop's status included.
 */
export const changeLineStatusWorkflow = createWorkflow("change-order-line-status", (input: Input) => {
  const lineItemIds = transform({ input }, ({ input }) => [input.lineItemId])
  const delivery = loadLineFulfilmentStep(input)
  when("mirror-delivery", { delivery }, ({ delivery }) => delivery.fulfil).then(() => {
    const fulfilment = createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ input, delivery }, ({ input, delivery }) => ({ order_id: input.orderId, items: delivery.items })),
    })
    createOrderShipmentWorkflow.runAsStep({
      input: transform({ input, delivery, fulfilment }, ({ input, delivery, fulfilment }) => ({
        order_id: input.orderId,
        fulfillment_id: fulfilment.id,
        items: delivery.items,
      })),
    })
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
      input: transform({ input, fulfilment }, ({ input, fulfilment }) => ({ orderId: input.orderId, fulfillmentId: fulfilment.id })),
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
    transform({ input, lineItemIds }, ({ input, lineItemIds }) => ({
      orderId: input.orderId,
      lineItemIds,
      status: input.status,
      ...((input.status === "Cancelled" || input.status === "Delivered") && { stockReleased: true }),
    }))
  )
  when("announce-line-progress", { input }, ({ input }) => Boolean(PROGRESS_EVENTS[input.status])).then(() => {
    emitEventStep(
      transform({ input }, ({ input }) => ({
        eventName: PROGRESS_EVENTS[input.status]!,
        data: { orderId: input.orderId, lineItemId: input.lineItemId },
      }))
    ).config({ name: "emit-line-progress" })
  })
  return new WorkflowResponse(true)
})
