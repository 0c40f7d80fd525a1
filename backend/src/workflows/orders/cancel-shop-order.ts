import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { loadOrderUnfulfilStep } from "./steps/load-line-fulfilment"
import { releaseLineStockStep } from "./steps/release-line-stock"
import { setLineStatusStep } from "./steps/set-line-status"
import { unfulfilLinesStep } from "./steps/unfulfil-lines"

type Input = { orderId: string; lineItemIds: string[]; canceledBy: string }

/**
 * Cancels a whole order: every line's stock goes back (once), Medusa's order is cancelled. Shipped
 * lines first leave their fulfilments (cancelled at module level, their stock back in the
 * warehouse; see `unfulfil-lines`), as Medusa cancels only an order whose fulfilments are cancelled.
 */
export const cancelShopOrderWorkflow = createWorkflow("cancel-shop-order", (input: Input) => {
  const shipped = loadOrderUnfulfilStep(input)
  when("cancel-order-fulfilments", { shipped }, ({ shipped }) => shipped.length > 0).then(() => {
    unfulfilLinesStep(shipped)
  })
  releaseLineStockStep(input.lineItemIds)
  cancelOrderWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ order_id: input.orderId, canceled_by: input.canceledBy })),
  })
  setLineStatusStep(
    transform({ input }, ({ input }) => ({
      orderId: input.orderId,
      lineItemIds: input.lineItemIds,
      status: "Cancelled" as const,
      stockReleased: true,
    }))
  )
  emitEventStep({
    eventName: ShopEvents.ORDER_CANCELLED,
    data: transform({ input }, ({ input }) => ({ id: input.orderId })),
  })
  return new WorkflowResponse(true)
})
