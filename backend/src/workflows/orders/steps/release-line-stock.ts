import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import { withInventoryLocks } from "../../checkout/steps/inventory-locks"

type Released = { lineItemIds: string[]; inventoryItemIds: string[] }

/** Puts back the stock reserved for order lines whose stock has not gone back yet. */
export const releaseLineStockStep = createStep(
  "release-order-line-stock",
  async (lineItemIds: string[], { container }) => {
    const released = await container
      .resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
      .listOrderLines({ line_item_id: lineItemIds, stock_released: true })
    const alreadyBack = new Set(released.map((line) => line.line_item_id))
    const toRelease = lineItemIds.filter((id) => !alreadyBack.has(id))
    if (!toRelease.length) return new StepResponse(toRelease, null)
    const inventory = container.resolve(Modules.INVENTORY)
    const reservations = await inventory.listReservationItems({ line_item_id: toRelease }, { select: ["inventory_item_id"] })
    const done: Released = { lineItemIds: toRelease, inventoryItemIds: reservations.map((r) => r.inventory_item_id) }
    await withInventoryLocks(container, done.inventoryItemIds, () => inventory.deleteReservationItemsByLineItem(toRelease))
    return new StepResponse(toRelease, done)
  },
  async (done: Released | null | undefined, { container }) => {
    if (!done?.lineItemIds.length) return
    const inventory = container.resolve(Modules.INVENTORY)
    await withInventoryLocks(container, done.inventoryItemIds, () => inventory.restoreReservationItemsByLineItem(done.lineItemIds))
  }
)
