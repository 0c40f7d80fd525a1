import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer, UpdateFulfillmentDTO, UpdateOrderItemDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { LineFulfilment } from "../../../queries/orders/line-fulfilment"
import { withInventoryLocks } from "../../checkout/steps/inventory-locks"

/** A line whose held fulfilment is cancelled; `reopen`: the line is open again and reserves its stock. */
export type Unfulfil = { line: LineFulfilment; reopen: boolean }
type Done = {
  line: LineFulfilment
  quantities: Pick<LineFulfilment["detail"], "fulfilled" | "shipped" | "delivered">
  stockBack: boolean
  reservationId: string | null
}
export type Unfulfilled = { lineItemId: string; reopened: boolean }[]

/** What the order module stores on an order item detail (shipped and delivered are not in its update type). */
type DetailQuantities = Partial<UpdateOrderItemDTO> & { shipped_quantity?: number; delivered_quantity?: number }
/** The fulfilment module stores `canceled_at` (its update type names the other dates only). */
type FulfilmentDates = UpdateFulfillmentDTO & { canceled_at?: Date | null }

/**
 * Takes lines back out of a Medusa fulfilment that may be shipped or delivered (an admin's
 * correction backwards, a cancelled line or order): what Medusa's own cancel refuses for a shipped
 * fulfilment is done at module level, each part undone by the compensation:
 * - the stock comes back to the fulfilment's location (stocked quantity +quantity), and a line
 *   that is open again gets its reservation back (none when the product, and so its inventory
 *   item, was deleted meanwhile: `reopened` false, the line stays settled);
 * - the order item detail (what Medusa Admin counts) loses the line's fulfilled, shipped and
 *   delivered quantity, so the line can be fulfilled again later;
 * - the fulfilment is marked cancelled (its shipped and delivered dates stay as history; Medusa
 *   Admin reads a cancelled fulfilment as cancelled).
 */
export const unfulfilLinesStep = createStep(
  "unfulfil-order-lines",
  async (input: Unfulfil[], { container }) => {
    const inventory = container.resolve(Modules.INVENTORY)
    const orders = container.resolve(Modules.ORDER)
    const fulfilments = container.resolve(Modules.FULFILLMENT)
    const done: Done[] = []
    const result: Unfulfilled = []
    try {
      for (const { line, reopen } of input) {
        const held = line.held!
        const step: Done = { line, quantities: line.detail, stockBack: false, reservationId: null }
        done.push(step)
        const live = held.inventoryItemId ? await inventory.listInventoryItems({ id: held.inventoryItemId }) : []
        const itemId = held.inventoryItemId
        if (itemId && live.length) {
          await withInventoryLocks(container, [itemId], async () => {
            await inventory.adjustInventory(itemId, held.locationId, held.quantity)
            step.stockBack = true
            if (reopen) {
              const [reservation] = await inventory.createReservationItems([
                { line_item_id: line.lineItemId, inventory_item_id: itemId, location_id: held.locationId, quantity: held.quantity },
              ])
              step.reservationId = reservation.id
            }
          })
        }
        const less = (n: number, by: boolean) => Math.max(0, by ? n - line.quantity : n)
        const quantities: DetailQuantities = {
          fulfilled_quantity: less(line.detail.fulfilled, true),
          shipped_quantity: less(line.detail.shipped, held.shipped),
          delivered_quantity: less(line.detail.delivered, held.delivered),
        }
        await orders.updateOrderItem(line.detail.id, quantities)
        const cancel: FulfilmentDates = { canceled_at: new Date() }
        await fulfilments.updateFulfillment(held.id, cancel)
        result.push({ lineItemId: line.lineItemId, reopened: step.reservationId !== null })
      }
    } catch (error) {
      await undo(container, done)
      throw error
    }
    return new StepResponse(result, done)
  },
  async (done, { container }) => {
    if (done?.length) await undo(container, done)
  }
)

/** Puts lines back into their fulfilments as they were (latest first). */
async function undo(container: MedusaContainer, done: Done[]) {
  const inventory = container.resolve(Modules.INVENTORY)
  const orders = container.resolve(Modules.ORDER)
  const fulfilments = container.resolve(Modules.FULFILLMENT)
  for (const step of [...done].reverse()) {
    const held = step.line.held!
    const restore: FulfilmentDates = { canceled_at: null }
    await fulfilments.updateFulfillment(held.id, restore)
    const quantities: DetailQuantities = {
      fulfilled_quantity: step.quantities.fulfilled,
      shipped_quantity: step.quantities.shipped,
      delivered_quantity: step.quantities.delivered,
    }
    await orders.updateOrderItem(step.line.detail.id, quantities)
    const itemId = held.inventoryItemId
    if (!itemId || (!step.reservationId && !step.stockBack)) continue
    await withInventoryLocks(container, [itemId], async () => {
      if (step.reservationId) await inventory.deleteReservationItems([step.reservationId])
      if (step.stockBack) await inventory.adjustInventory(itemId, held.locationId, -held.quantity)
    })
  }
}
