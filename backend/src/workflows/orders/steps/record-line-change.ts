import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import type { LineStatus } from "../../../domain/orders/line-status"

type LineChange = { order_id: string; line_item_id: string; from_status: LineStatus; to_status: LineStatus; account_id: string; role: string }

/** Records who moved an order line from what to what (an admin's correction included); undone by removing the record. */
export const recordLineChangeStep = createStep(
  "record-order-line-change",
  async (input: LineChange, { container }) => {
    const change = await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).createOrderLineChanges(input)
    return new StepResponse(change.id, change.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLineChanges(id)
  }
)

/** Records several lines' changes at once (a whole order's cancel: each line from its own status); undone by removing them. */
export const recordLineChangesStep = createStep(
  "record-order-line-changes",
  async (input: LineChange[], { container }) => {
    if (!input.length) return new StepResponse([] as string[], [] as string[])
    const changes = await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).createOrderLineChanges(input)
    const ids = changes.map((change) => change.id)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLineChanges(ids)
  }
)
