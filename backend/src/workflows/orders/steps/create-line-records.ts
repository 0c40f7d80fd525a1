import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import { COMMISSION_MODULE, type CommissionModuleService } from "../../../modules/commission"
import { freezeLineCommissions } from "../../ledger/steps/freeze-line-commissions"
import { checkpoint } from "../../checkout/steps/checkpoint"
import { lineItemsWithoutRecord } from "../../../queries/orders/lines-without-record"

/**
 * A "Not processed" status record for each line of the order that has none yet, and each line's
 * commission frozen as the rules are now (issue 37: later rule changes do not touch it).
 */
export const createLineRecordsStep = createStep(
  "create-order-line-records",
  async ({ orderId, after }: { orderId: string; after?: string }, { container }) => {
    checkpoint(after)
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const missing = await lineItemsWithoutRecord(container, orderId)
    const created = missing.length
      ? await lines.createOrderLines(missing.map((id) => ({ order_id: orderId, line_item_id: id, status: "Not processed" as const })))
      : []
    const commissions = await freezeLineCommissions(container, [orderId])
    return new StepResponse(true, { lines: created.map((line) => line.id), commissions })
  },
  async (created, { container }) => {
    if (created?.commissions.length) await container.resolve<CommissionModuleService>(COMMISSION_MODULE).deleteLineCommissions(created.commissions)
    if (created?.lines.length) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLines(created.lines)
  }
)
