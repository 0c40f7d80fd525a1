import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { freezeLineCommissionsStep } from "./steps/freeze-line-commissions"
import { postLinesBehindStep } from "./steps/post-lines-behind"
import { recordUnpostedPaymentsStep } from "./steps/record-unposted-payments"

export type ReconcileCounts = { frozen: number; payments: number; lines: number; posted: number }

/**
 * The reconciliation job's pass (`now`: an ISO time, injectable for tests; the job passes the time it runs): freezes the commission of
 * lines a crashed checkout left without one, posts M-Pesa payments of paid orders not yet posted (and
 * of refund-due payments with no order, owed back whole), and brings every line whose ledger is
 * behind its status up to date (missing sales, reversals, refunds due, and earnings whose hold has
 * passed). A crash between a status change and its subscriber loses nothing; everything it posts
 * has its event's key, so nothing is posted twice.
 */
export const reconcileLedgerWorkflow = createWorkflow("reconcile-ledger", (input: { now?: string }) => {
  const now = transform({ input }, ({ input }) => input.now ?? new Date().toISOString())
  const frozen = freezeLineCommissionsStep({ orderIds: null })
  const payments = recordUnpostedPaymentsStep()
  const behind = postLinesBehindStep({ now })
  const counts = transform({ frozen, payments, behind }, ({ frozen, payments, behind }): ReconcileCounts => ({
    frozen: frozen.length,
    payments,
    lines: behind.lines,
    posted: behind.posted,
  }))
  return new WorkflowResponse(counts)
})
