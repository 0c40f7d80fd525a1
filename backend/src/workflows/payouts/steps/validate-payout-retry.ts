import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { invalid, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import type { PayoutRow } from "../../../modules/ledger/payouts"

/** Only an M-Pesa payout still Processing is sent again (404 unknown; 400 a bank one, or one already Paid or Failed). */
export const validatePayoutRetryStep = createStep("validate-payout-retry", async (input: { payoutId: string }, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const payout = (await knex("payout").where({ id: input.payoutId }).whereNull("deleted_at").first()) as PayoutRow | undefined
  if (!payout) throw notFound("No payout found.")
  if (payout.method !== "mpesa") throw invalid(PAYOUT_MESSAGES.notMpesa)
  if (payout.state !== "Processing") throw invalid(PAYOUT_MESSAGES.notProcessing)
  return new StepResponse([payout])
})
