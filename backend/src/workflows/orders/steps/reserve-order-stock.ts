import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MathBN, Modules } from "@medusajs/framework/utils"
import type { reservationsFor } from "../../../domain/orders/order-from-cart"
import { withInventoryLocks } from "../../checkout/steps/inventory-locks"
import { checkpoint } from "../../checkout/steps/checkpoint"

type Input = { items: ReturnType<typeof reservationsFor>; after?: string }
type Reserved = { ids: string[]; inventoryItemIds: string[] }

/**
 * Reserves the order's stock, one reservation per line and inventory item, as Medusa's
 * `reserveInventoryStep` does, under the same per-item locks but on a short lease: Medusa's step
 * leases them for a minute, so a process that died inside it stalled every buyer of those
 * products for that long.
 */
export const reserveOrderStockStep = createStep(
  "reserve-order-stock",
  async ({ items, after }: Input, { container }) => {
    checkpoint(after)
    if (!items.length) return new StepResponse([], null)
    const inventoryItemIds = items.map((item) => item.inventory_item_id)
    const reservations = await withInventoryLocks(container, inventoryItemIds, () =>
      container.resolve(Modules.INVENTORY).createReservationItems(
        items.map((item) => ({
          line_item_id: item.id,
          inventory_item_id: item.inventory_item_id,
          quantity: MathBN.mult(item.required_quantity, item.quantity),
          allow_backorder: item.allow_backorder,
          location_id: item.location_ids[0],
        }))
      )
    )
    return new StepResponse(reservations, { ids: reservations.map((r) => r.id), inventoryItemIds })
  },
  async (reserved: Reserved | null | undefined, { container }) => {
    if (!reserved?.ids.length) return
    await withInventoryLocks(container, reserved.inventoryItemIds, () =>
      container.resolve(Modules.INVENTORY).deleteReservationItems(reserved.ids)
    )
  }
)
