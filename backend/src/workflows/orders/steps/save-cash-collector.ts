import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import type { CashCollector } from "../../../domain/orders/cash-collection"

type Input = { orderId: string; collector: CashCollector; merchantId: string | null; accountId: string }
type Previous = { id: string; existed: boolean; collector: CashCollector; merchant_id: string | null; account_id: string }

/** Stores who collects the order's cash (one record per order); the compensation puts back what was there. */
export const saveCashCollectorStep = createStep(
  "save-cash-collector",
  async (input: Input, { container }) => {
    const service = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const [current] = await service.listOrderCashes({ order_id: input.orderId })
    const changes = { collector: input.collector, merchant_id: input.merchantId, account_id: input.accountId }
    if (current) {
      await service.updateOrderCashes({ id: current.id, ...changes })
      const previous: Previous = { id: current.id, existed: true, collector: current.collector, merchant_id: current.merchant_id, account_id: current.account_id }
      return new StepResponse(true, previous)
    }
    const created = await service.createOrderCashes({ order_id: input.orderId, ...changes })
    return new StepResponse(true, { id: created.id, existed: false, ...changes } as Previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    if (!previous.existed) return void (await service.deleteOrderCashes(previous.id))
    await service.updateOrderCashes({ id: previous.id, collector: previous.collector, merchant_id: previous.merchant_id, account_id: previous.account_id })
  }
)
