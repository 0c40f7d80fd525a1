import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import type { LineStatus } from "../../../domain/orders/line-status"

type Input = { orderId: string; lineItemIds: string[]; status: LineStatus; stockReleased?: boolean }
type Previous = { line_item_id: string; status: LineStatus; stock_released: boolean; existed: boolean }[]

/** Sets the status of order lines, creating their records on first change. */
export const setLineStatusStep = createStep(
  "set-order-line-status",
  async (input: Input, { container }) => {
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const existing = await lines.listOrderLines({ line_item_id: input.lineItemIds })
    const byItem = new Map(existing.map((line) => [line.line_item_id, line]))
    const previous: Previous = input.lineItemIds.map((id) => ({
      line_item_id: id,
      status: (byItem.get(id)?.status ?? "Not processed") as LineStatus,
      stock_released: byItem.get(id)?.stock_released ?? false,
      existed: byItem.has(id),
    }))
    const changes = { status: input.status, ...(input.stockReleased !== undefined && { stock_released: input.stockReleased }) }
    await lines.updateOrderLines(existing.map((line) => ({ id: line.id, ...changes })))
    const missing = input.lineItemIds.filter((id) => !byItem.has(id))
    if (missing.length) {
      await lines.createOrderLines(missing.map((id) => ({ order_id: input.orderId, line_item_id: id, ...changes })))
    }
    return new StepResponse(true, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) return
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const records = await lines.listOrderLines({ line_item_id: previous.map((p) => p.line_item_id) })
    const byItem = new Map(previous.map((p) => [p.line_item_id, p]))
    const created = records.filter((r) => !byItem.get(r.line_item_id)!.existed).map((r) => r.id)
    if (created.length) await lines.deleteOrderLines(created)
    const restored = records.filter((r) => byItem.get(r.line_item_id)!.existed)
    await lines.updateOrderLines(
      restored.map((r) => ({ id: r.id, status: byItem.get(r.line_item_id)!.status, stock_released: byItem.get(r.line_item_id)!.stock_released }))
    )
  }
)
