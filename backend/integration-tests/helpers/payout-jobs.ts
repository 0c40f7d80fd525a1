import type { MedusaContainer } from "@medusajs/framework/types"
import { resolveStalePayoutsWorkflow } from "../../src/workflows/payouts/resolve-stale-payouts"

/** The payouts job's pass, as the job runs it (`now`: the time it runs at; tests move it past the B2C result timeout). */
export async function resolveStalePayouts(container: MedusaContainer, now = new Date()): Promise<{ asked: number }> {
  const { result } = await resolveStalePayoutsWorkflow(container).run({ input: { now: now.toISOString() } })
  return result
}
