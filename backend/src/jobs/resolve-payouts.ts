import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { resolveStalePayouts } from "../workflows/payouts/resolve-stale-payouts"

/** Asks Transaction Status about M-Pesa payouts whose B2C result has not come within MPESA_B2C_RESULT_TIMEOUT_S. */
export default async function resolvePayoutsJob(container: MedusaContainer) {
  const { asked } = await resolveStalePayouts(container, new Date())
  if (asked) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Payouts: asked M-Pesa about ${asked} payouts with no result`)
}

export const config = {
  name: "resolve-payouts",
  schedule: { interval: Number(process.env.PAYOUT_STATUS_INTERVAL_MS || 60_000) },
}
