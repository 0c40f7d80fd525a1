import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { mpesaQueryIntervalMs } from "../config/mpesa"
import { settlePendingMpesaPaymentsWorkflow } from "../workflows/payments/settle-pending-payments"

/** Queries pending M-Pesa payments whose callback has not come, and expires those past MPESA_TIMEOUT_S. */
export default async function settleMpesaPaymentsJob(container: MedusaContainer) {
  const { result: counts } = await settlePendingMpesaPaymentsWorkflow(container).run({ input: { now: new Date().toISOString() } })
  if (counts.settled || counts.expired || counts.ordered) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`M-Pesa: ${counts.settled} payments settled by query, ${counts.expired} expired, ${counts.ordered} paid orders placed`)
  }
}

export const config = {
  name: "settle-mpesa-payments",
  schedule: { interval: mpesaQueryIntervalMs() },
}
