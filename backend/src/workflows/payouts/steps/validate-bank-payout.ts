import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { invalid, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { findPayout } from "../../../queries/payouts/payouts"

/** Only a bank payout is marked paid by hand (404 unknown, 400 M-Pesa, 400 when it failed). */
export const validateBankPayoutStep = createStep("validate-bank-payout", async (input: { payoutId: string }, { container }) => {
  const payout = await findPayout(container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), input.payoutId)
  if (!payout) throw notFound("No payout found.")
  if (payout.method !== "bank") throw invalid(PAYOUT_MESSAGES.notBank)
  if (payout.state === "Failed") throw invalid(PAYOUT_MESSAGES.notProcessing)
  return new StepResponse({ id: payout.id, state: payout.state, receipt: payout.receipt })
})
