import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { settlePayout, type Settlement } from "../../../modules/ledger/payouts"

/** Settles a Processing payout once (see settlePayout); ledger rows are never deleted, so it is a workflow's last step. */
export const settlePayoutStep = createStep("settle-payout", async (input: { payoutId: string; settlement: Settlement }, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  return new StepResponse(await settlePayout(knex, input.payoutId, input.settlement))
})
