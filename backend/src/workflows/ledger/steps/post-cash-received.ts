import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { postLineLedger } from "./post-line-ledger"

/**
 * Cash received for pay-on-delivery lines (issue 48 item 5): each line's cash collected, the
 * order's delivery fee with the first, then the sale (the seller's share pending until the hold
 * passes). Each post has its key (`cash-collected:<line>`), so confirming twice posts nothing new.
 * Ledger rows are never deleted: this is the last step of its workflow and has nothing to undo.
 */
export const postCashReceivedStep = createStep(
  "post-cash-received",
  async (input: { lineItemIds: string[] }, { container }) =>
    new StepResponse(await postLineLedger(container, input.lineItemIds, new Date(), { cashReceived: true }))
)
