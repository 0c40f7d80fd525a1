import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { invalid, notAllowed, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { PAYOUT_HOLD_MESSAGES, payoutHoldOf } from "../../../domain/ledger/payout-holds"
import type { PayoutRow } from "../../../modules/ledger/payouts"
import { merchantPayState } from "../../../queries/payouts/merchant-pay-state"

export type RetryPayoutInput = { payoutId: string; release?: true; actor?: { id: string; role: string } }

/**
 * Only an M-Pesa payout still Processing is sent again (404 unknown; 400 a bank one, or one already
 * Paid or Failed), and a disabled or deleted merchant's only when the admin releases it (400): it
 * stays Processing until its result or Transaction Status. Answers the payout and what was released.
 */
export const validatePayoutRetryStep = createStep("validate-payout-retry", async (input: RetryPayoutInput, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const payout = (await knex("payout").where({ id: input.payoutId }).whereNull("deleted_at").first()) as PayoutRow | undefined
  if (!payout) throw notFound("No payout found.")
  if (payout.method !== "mpesa") throw invalid(PAYOUT_MESSAGES.notMpesa)
  if (payout.state !== "Processing") throw invalid(PAYOUT_MESSAGES.notProcessing)
  const hold = payoutHoldOf(await merchantPayState(knex, payout.merchant_id))
  if (hold && !input.release) throw notAllowed(PAYOUT_HOLD_MESSAGES[hold])
  return new StepResponse({ payouts: [payout], released: hold })
})
