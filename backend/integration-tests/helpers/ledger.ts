import type { MedusaContainer } from "@medusajs/framework/types"
import { LEDGER_MODULE, type LedgerModuleService, type PostInput } from "../../src/modules/ledger"
import { reconcileLedgerWorkflow, type ReconcileCounts } from "../../src/workflows/ledger/reconcile-ledger"

/** The reconciliation job's pass, as the job runs it (`now`: the time it runs at; tests move it past the hold). */
export async function reconcileLedger(container: MedusaContainer, now = new Date()): Promise<ReconcileCounts> {
  const { result } = await reconcileLedgerWorkflow(container).run({ input: { now: now.toISOString() } })
  return result
}

/** One ledger post through the ledger module's service (its accounts locked, ON CONFLICT(key), the overdraft check). */
export async function postTransaction(container: MedusaContainer, input: PostInput) {
  return container.resolve<LedgerModuleService>(LEDGER_MODULE).post(input)
}
