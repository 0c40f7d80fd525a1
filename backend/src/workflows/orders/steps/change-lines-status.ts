import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { LineShipping } from "../../../domain/orders/line-shipping"
import type { LineStatus } from "../../../domain/orders/line-status"
import { changeLineStatusWorkflow } from "../change-line-status"

type Input = { orderId: string; lineItemIds: string[]; status: LineStatus; shipping: LineShipping | null }
type Runs = unknown[]

/**
 * Runs the one-line status change (its fulfilment mirror, stock and event) for each line, as one
 * step: when a line fails, the lines already changed are rolled back (newest first) and the error
 * is thrown; when a later step of the caller fails, the compensation rolls every line back. This is
 * `runAsStep` over a list (a workflow cannot loop): the same nested context, so each line's event
 * is held and released with the caller's, after it completes.
 */
export const changeLinesStatusStep = createStep(
  "change-lines-status",
  async (input: Input, { container, context, idempotencyKey }) => {
    const runs: Runs = []
    try {
      for (const lineItemId of input.lineItemIds) {
        const { transaction } = await changeLineStatusWorkflow(container).run({
          input: { orderId: input.orderId, lineItemId, status: input.status, shipping: input.shipping },
          context: { ...context, transactionId: `${context.transactionId}-${lineItemId}`, parentStepIdempotencyKey: idempotencyKey, preventReleaseEvents: true },
          throwOnError: true,
        })
        runs.push(transaction)
      }
    } catch (error) {
      await rollBack(container, runs)
      throw error
    }
    return new StepResponse(true, runs)
  },
  async (runs, { container }) => {
    if (runs?.length) await rollBack(container, runs)
  }
)

/** Compensates the one-line changes that completed, newest first. */
async function rollBack(container: MedusaContainer, runs: Runs) {
  for (const transaction of [...runs].reverse()) {
    await changeLineStatusWorkflow(container).cancel({
      transaction: transaction as never,
      container,
      context: { preventReleaseEvents: true, cancelingFromParentStep: true },
    })
  }
}
