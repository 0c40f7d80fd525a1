import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { reconcileLedgerWorkflow } from "../workflows/ledger/reconcile-ledger"
import { jobIntervalsMs } from "../config/jobs"

/** Posts whatever the ledger is missing (a crash between a commit and its subscriber) and releases earnings whose hold has passed. */
export default async function reconcileLedgerJob(container: MedusaContainer) {
  const { result: counts } = await reconcileLedgerWorkflow(container).run({ input: { now: new Date().toISOString() } })
  if (counts.frozen || counts.payments || counts.posted) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Ledger: ${counts.frozen} line commissions frozen, ${counts.payments} payments and ${counts.posted} line events posted`)
  }
}

export const config = {
  name: "reconcile-ledger",
  schedule: { interval: jobIntervalsMs().reconcileLedger },
}
