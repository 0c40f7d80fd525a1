import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MathBN, Modules } from "@medusajs/framework/utils"
import type { reservationsFor } from "../../../domain/orders/order-from-cart"

type Input = { items: ReturnType<typeof reservationsFor> }

/**
 * Reserves the order's stock, one reservation per line and inventory item, as Medusa's
 * `reserveInventoryStep` does but without its own per-item lock: the checkout already holds the
 * items' stock locks (renewed while it works), while Medusa's lock outlives a process that dies
 * holding it by a minute, stalling every buyer of those products for that long.
 */
export const reserveOrderStockStep = createStep(
  "reserve-order-stock",
  async ({ items }: Input, { container }) => {
    if (!items.length) return new StepResponse([], [] as string[])
    const reservations = await container.resolve(Modules.INVENTORY).createReservationItems(
      items.map((item) => ({
        line_item_id: item.id,
        inventory_item_id: item.inventory_item_id,
        quantity: MathBN.mult(item.required_quantity, item.quantity),
        allow_backorder: item.allow_backorder,
        location_id: item.location_ids[0],
      }))
    )
    return new StepResponse(reservations, reservations.map((r) => r.id))
  },
  async (ids: string[] | undefined, { container }) => {
    if (ids?.length) await container.resolve(Modules.INVENTORY).deleteReservationItems(ids)
  }
)
