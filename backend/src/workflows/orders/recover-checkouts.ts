import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { finishCutShortOrdersStep, type RecoveryWindow } from "./steps/finish-cut-short-orders"
import { releaseOrphanReservationsStep } from "./steps/release-orphan-reservations"

export type RecoverCheckoutsInput = { since?: Date; orderIds?: string[] }

const PROCESS_STARTED = new Date()
/** A checkout finishes well within this: orders younger than it may still be at work in this process. */
const CHECKOUT_AT_WORK_MS = 120_000
const DAY_MS = 86_400_000

/**
 * After a crash: finishes the checkout orders that were cut short and removes reservations
 * left by a compensation cut short, so `reserved_quantity` equals the open lines again. Carts
 * whose completion never made an order hold nothing and can still be ordered. Each order is
 * finished under its cart's lock, so a checkout still at work is never touched. Orders this
 * process may still be placing are left alone: none from before it started can still be running
 * in it, and a checkout finishes well within two minutes. Run by the `recover-checkouts` job.
 */
export const recoverCheckoutsWorkflow = createWorkflow("recover-checkouts", (input: RecoverCheckoutsInput) => {
  const window = transform({ input }, ({ input }): RecoveryWindow => ({
    since: input?.since ?? new Date(Date.now() - DAY_MS),
    settled: new Date(Math.max(PROCESS_STARTED.getTime(), Date.now() - CHECKOUT_AT_WORK_MS)),
    orderIds: input?.orderIds,
  }))
  const finished = finishCutShortOrdersStep(window)
  const released = releaseOrphanReservationsStep(window)
  const result = transform({ finished, released }, ({ finished, released }) => ({
    finishedOrders: finished.length,
    releasedReservations: released,
  }))
  return new WorkflowResponse(result)
})
