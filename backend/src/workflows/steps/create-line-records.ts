import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE } from "../../modules/order-line"
import type OrderLineModuleService from "../../modules/order-line/service"

/** A "Not processed" status record for each line of the order that has none yet. */
export const createLineRecordsStep = createStep(
  "create-order-line-records",
  async (orderId: string, { container }) => {
    const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const items: { item_id: string }[] = await knex("order_item")
      .select("item_id")
      .where({ order_id: orderId })
      .whereNull("deleted_at")
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const existing = new Set((await lines.listOrderLines({ order_id: orderId })).map((line) => line.line_item_id))
    const missing = [...new Set(items.map((item) => item.item_id))].filter((id) => !existing.has(id))
    const created = missing.length
      ? await lines.createOrderLines(missing.map((id) => ({ order_id: orderId, line_item_id: id, status: "Not processed" as const })))
      : []
    return new StepResponse(true, created.map((line) => line.id))
  },
  async (createdIds, { container }) => {
    if (createdIds?.length) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLines(createdIds)
  }
)
