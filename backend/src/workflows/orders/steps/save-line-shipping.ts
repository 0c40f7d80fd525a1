import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { lineShippingJson, shippingColumns, type LineShipping } from "../../../domain/orders/line-shipping"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"

type Input = { orderId: string; lineItemIds: string[]; shipping: LineShipping }
type Previous = { created: string[]; restored: { id: string; shipping: LineShipping | null }[] }

/**
 * Stores who carries the lines (rider or courier) on their order_line records, creating a record
 * for a line that has none yet (it is then Not processed, as a line without one). Undone by putting
 * back what each record said (or removing the records it created).
 */
export const saveLineShippingStep = createStep(
  "save-line-shipping",
  async (input: Input, { container }) => {
    const service = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const existing = await service.listOrderLines({ line_item_id: input.lineItemIds })
    const columns = shippingColumns(input.shipping)
    await service.updateOrderLines(existing.map((line) => ({ id: line.id, ...columns })))
    const known = new Set(existing.map((line) => line.line_item_id))
    const missing = input.lineItemIds.filter((id) => !known.has(id))
    const created = missing.length
      ? await service.createOrderLines(missing.map((id) => ({ order_id: input.orderId, line_item_id: id, ...columns })))
      : []
    const previous: Previous = {
      created: created.map((line) => line.id),
      restored: existing.map((line) => ({ id: line.id, shipping: lineShippingJson(line) })),
    }
    return new StepResponse(true, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    if (previous.created.length) await service.deleteOrderLines(previous.created)
    if (previous.restored.length) {
      await service.updateOrderLines(previous.restored.map((line) => ({ id: line.id, ...shippingColumns(line.shipping) })))
    }
  }
)
