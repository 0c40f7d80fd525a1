import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { recordPayoutSent, settlePayout, type PayoutRow } from "../../../modules/ledger/payouts"
import { sendB2cPayment } from "../b2c-client"

/**
 * Sends each M-Pesa payout as a B2C BusinessPayment with the payout's id as its
 * OriginatorConversationID (Daraja refuses a repeat: a retry cannot pay twice). Accepted, or an
 * unknown outcome (a 5xx, no answer), or "Duplicate" (already requested): it stays Processing until
 * the result, or Transaction Status after the timeout. Refused (bad request, credentials, busy): it
 * fails and its money goes back to available, unless it was sent before (a retry: see sendB2cPayment). Never throws for one payout: a payout that may have
 * been sent is never undone.
 */
export const sendB2cPayoutsStep = createStep("send-b2c-payouts", async (payouts: PayoutRow[], { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  for (const payout of payouts) {
    if (payout.method !== "mpesa") continue
    await sendB2cPayment(container, {
      id: payout.id,
      noun: "payout",
      amountCents: Number(payout.amount_cents),
      phone: payout.phone,
      remarks: "Duka seller payout",
      sentBefore: Number(payout.attempts) > 0 || !!payout.sent_at,
      recordSent: (conversationId, reason) => recordPayoutSent(knex, payout.id, conversationId, reason),
      recordFailed: (reason, resultCode) => settlePayout(knex, payout.id, { state: "Failed", reason, resultCode }),
    })
  }
  const ids = payouts.map((payout) => payout.id)
  const rows = ids.length ? ((await knex("payout").whereIn("id", ids).orderBy(["merchant_id", "part"])) as PayoutRow[]) : []
  return new StepResponse(rows)
})
