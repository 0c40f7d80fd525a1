import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recoverCheckouts } from "../workflows/orders/recover-checkouts"

/** Finishes checkouts that a crash cut short and frees orphan reservations (see recoverCheckouts). */
export default async function recoverCheckoutsJob(container: MedusaContainer) {
  const result = await recoverCheckouts(container)
  if (result.finishedOrders || result.releasedReservations) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Checkout recovery: ${result.finishedOrders} orders finished, ${result.releasedReservations} orphan reservations released`)
  }
}

export const config = {
  name: "recover-checkouts",
  schedule: { interval: Number(process.env.SHOP_CHECKOUT_RECOVERY_MS || 15_000) },
}
