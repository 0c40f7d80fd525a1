import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { resolveStalePayoutsWorkflow } from "../workflows/payouts/resolve-stale-payouts"
import { jobIntervalsMs } from "../config/jobs"

/** Asks Transaction Status about M-Pesa payouts whose B2C result has not come within MPESA_B2C_RESULT_TIMEOUT_S. */
export default async function resolvePayoutsJob(container: MedusaContainer) {
  const { result } = await resolveStalePayoutsWorkflow(container).run({ input: { now: new Date().toISOString() } })
  const { asked } = result
  if (asked) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Payouts: asked M-Pesa about ${asked} payouts with no result`)
}

export const config = {
  name: "resolve-payouts",
  schedule: { interval: jobIntervalsMs().resolvePayouts },
}
