import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE } from "../../../modules/order-line"
import type OrderLineModuleService from "../../../modules/order-line/service"

/** Puts back the stock reserved for order lines whose stock has not gone back yet. */
export const releaseLineStockStep = createStep(
  "release-order-line-stock",
  async (lineItemIds: string[], { container }) => {
    const released = await container
      .resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      .listOrderLines({ line_item_id: lineItemIds, stock_released: true })
    const alreadyBack = new Set(released.map((line) => line.line_item_id))
    const toRelease = lineItemIds.filter((id) => !alreadyBack.has(id))
    if (toRelease.length) {
      await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem(toRelease)
    }
    return new StepResponse(toRelease, toRelease)
  },
  async (released, { container }) => {
    if (released?.length) {
      await container.resolve(Modules.INVENTORY).restoreReservationItemsByLineItem(released)
    }
  }
)
