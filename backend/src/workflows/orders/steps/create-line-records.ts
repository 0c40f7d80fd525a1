import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE } from "../../../modules/order-line"
import type OrderLineModuleService from "../../../modules/order-line/service"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { freezeLineCommissions } from "../../ledger/freeze-line-commissions"
import { checkpoint } from "./checkpoint"

/**
 * A "Not processed" status record for each line of the order that has none yet, and each line's
 * commission frozen as the rules are now (issue 37: later rule changes do not touch it).
 */
export const createLineRecordsStep = createStep(
  "create-order-line-records",
  async ({ orderId, after }: { orderId: string; after?: string }, { container }) => {
    checkpoint(after)
    const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    // The order's lines that have no status record yet, in one query.
    const items: { item_id: string }[] = await knex("order_item as oi")
      .distinct("oi.item_id")
      .where({ "oi.order_id": orderId })
      .whereNull("oi.deleted_at")
      .whereNotExists(knex("order_line as ol").select(knex.raw("1")).whereRaw("ol.line_item_id = oi.item_id").whereNull("ol.deleted_at"))
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const missing = items.map((item) => item.item_id)
    const created = missing.length
      ? await lines.createOrderLines(missing.map((id) => ({ order_id: orderId, line_item_id: id, status: "Not processed" as const })))
      : []
    const commissions = await freezeLineCommissions(container, [orderId])
    return new StepResponse(true, { lines: created.map((line) => line.id), commissions })
  },
  async (created, { container }) => {
    if (created?.commissions.length) await container.resolve<LedgerModuleService>(LEDGER_MODULE).deleteLineCommissions(created.commissions)
    if (created?.lines.length) await container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).deleteOrderLines(created.lines)
  }
)
