import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Settlement } from "../../../domain/ledger/b2c-settlement"
import { settlePayout } from "./payout-ledger"

/** Settles a Processing payout once (see settlePayout); ledger rows are never deleted, so it is a workflow's last step. */
export const settlePayoutStep = createStep("settle-payout", async (input: { payoutId: string; settlement: Settlement }, { container }) => {
  return new StepResponse(await settlePayout(container, input.payoutId, input.settlement))
})
