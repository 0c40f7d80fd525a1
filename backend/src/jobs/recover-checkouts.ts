import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recoverCheckoutsWorkflow } from "../workflows/orders/recover-checkouts"
import { jobIntervalsMs } from "../config/jobs"

/** Finishes checkouts that a crash cut short and frees orphan reservations (the recover-checkouts workflow). */
export default async function recoverCheckoutsJob(container: MedusaContainer) {
  const { result } = await recoverCheckoutsWorkflow(container).run({ input: {} })
  if (result.finishedOrders || result.releasedReservations) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Checkout recovery: ${result.finishedOrders} orders finished, ${result.releasedReservations} orphan reservations released`)
  }
}

export const config = {
  name: "recover-checkouts",
  schedule: { interval: jobIntervalsMs().recoverCheckouts },
}
