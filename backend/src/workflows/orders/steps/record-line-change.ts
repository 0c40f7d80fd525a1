import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LINE_MODULE } from "../../../modules/order-line"
import type OrderLineModuleService from "../../../modules/order-line/service"
import type { LineStatus } from "../../../modules/order-line/models/order-line"

type Input = { orderId: string; lineItemId: string; from: LineStatus; to: LineStatus; accountId: string; role: string }

/** Records who moved an order line from what to what (an admin's correction included); undone by removing the record. */
export const recordLineChangeStep = createStep(
  "record-order-line-change",
  async (input: Input, { container }) => {
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const change = await lines.createOrderLineChanges({
      order_id: input.orderId,
      line_item_id: input.lineItemId,
      from_status: input.from,
      to_status: input.to,
      account_id: input.accountId,
      role: input.role,
    })
    return new StepResponse(change.id, change.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLineChanges(id)
  }
)
