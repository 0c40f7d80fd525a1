import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { LineStatus } from "../../modules/order-line/models/order-line"
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
 */
export const changeLineStatusWorkflow = createWorkflow("change-order-line-status", (input: Input) => {
  const lineItemIds = transform({ input }, ({ input }) => [input.lineItemId])
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
      ...(input.status === "Cancelled" && { stockReleased: true }),
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
