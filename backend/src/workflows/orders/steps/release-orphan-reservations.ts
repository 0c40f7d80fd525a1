import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orphanReservations } from "../../../queries/orders/cut-short-checkouts"
import { withInventoryLocks } from "../../checkout/steps/inventory-locks"
import type { RecoveryWindow } from "./finish-cut-short-orders"

/**
 * Removes the window's reservations of line items that belong to no open order line (left by a
 * compensation cut short), under their inventory items' locks. Returns how many.
 */
export const releaseOrphanReservationsStep = createStep("release-orphan-reservations", async (window: RecoveryWindow, { container }) => {
  const orphans = await orphanReservations(container, new Date(window.since), new Date(window.settled))
  if (orphans.length) {
    await withInventoryLocks(
      container,
      orphans.map((r) => r.inventory_item_id),
      () => container.resolve(Modules.INVENTORY).deleteReservationItems(orphans.map((r) => r.id))
    )
  }
  return new StepResponse(orphans.length)
})
