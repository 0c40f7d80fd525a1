import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../../modules/order-line"
import { withInventoryLocks } from "../../checkout/steps/inventory-locks"

type Released = { lineItemIds: string[]; flagged: string[]; inventoryItemIds: string[] }

/**
 * Before a product is deleted: the order lines that still reserve its stock (open lines: not
 * shipped, delivered or cancelled) give their reservations up and are marked settled
 * (`stock_released`), as the product and its stock leave the shop. The lines stay on their orders
 * (shown as 'Not Available') and can still be shipped, delivered or cancelled; none of that moves
 * stock again, so reserved quantities keep counting only open lines of products that exist (a line
 * without a status record, a checkout cut short, is not re-reserved either: the checkout recovery
 * reserves only through the variant's inventory link, which the deletion removes).
 * The compensation gives the reservations back and clears the marks.
 */
export const releaseProductReservationsStep = createStep(
  "release-product-reservations",
  async ({ inventoryItemIds }: { inventoryItemIds: string[] }, { container }) => {
    const inventory = container.resolve(Modules.INVENTORY)
    const reservations = inventoryItemIds.length ? await inventory.listReservationItems({ inventory_item_id: inventoryItemIds }) : []
    const lineItemIds = [...new Set(reservations.map((r) => r.line_item_id).filter((id): id is string => Boolean(id)))]
    const released: Released = { lineItemIds, flagged: [], inventoryItemIds }
    if (!lineItemIds.length) return new StepResponse(released, released)
    // Settled first, then released: the checkout recovery never sees an unsettled line without its
    // reservation (it would reserve it again).
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    const records = await lines.listOrderLines({ line_item_id: lineItemIds })
    const toFlag = records.filter((r) => !r.stock_released)
    if (toFlag.length) await lines.updateOrderLines(toFlag.map((r) => ({ id: r.id, stock_released: true })))
    released.flagged = toFlag.map((r) => r.id)
    try {
      await withInventoryLocks(container, inventoryItemIds, () => inventory.deleteReservationItemsByLineItem(lineItemIds))
    } catch (error) {
      if (released.flagged.length) await lines.updateOrderLines(released.flagged.map((id) => ({ id, stock_released: false })))
      throw error
    }
    return new StepResponse(released, released)
  },
  async (released, { container }) => {
    if (!released?.lineItemIds.length) return
    const lines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
    if (released.flagged.length) await lines.updateOrderLines(released.flagged.map((id) => ({ id, stock_released: false })))
    const inventory = container.resolve(Modules.INVENTORY)
    await withInventoryLocks(container, released.inventoryItemIds, () => inventory.restoreReservationItemsByLineItem(released.lineItemIds))
  }
)
