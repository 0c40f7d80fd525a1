import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ledgerSettings } from "../../../config/ledger"
import { findLinesBehind } from "../../../queries/ledger/line-facts"
import { postLineLedgerWorkflow } from "../post-line-ledger"

/**
 * Brings every line whose ledger is behind its status (at `now`) up to date: missing sales,
 * reversals, refunds due, and earnings whose hold has passed. Returns the lines found and the
 * transactions posted. The ledger is append-only: nothing to undo.
 */
export const postLinesBehindStep = createStep("post-lines-behind", async (input: { now: string }, { container }) => {
  const lines = await findLinesBehind(container, new Date(input.now), ledgerSettings().holdDays)
  let posted = 0
  if (lines.length) {
    const { result } = await postLineLedgerWorkflow(container).run({ input: { lineItemIds: lines, now: input.now } })
    posted = result.filter((post) => post.posted).length
  }
  return new StepResponse({ lines: lines.length, posted })
})
