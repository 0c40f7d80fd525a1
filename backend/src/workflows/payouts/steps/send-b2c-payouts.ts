import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { recordPayoutSent, settlePayout, type PayoutRow } from "../../../modules/ledger/payouts"
import { sendB2cPayment } from "../b2c-client"

export const B2C_REMARKS = "Duka seller payout"
export const UNKNOWN_OUTCOME_REASON = "M-Pesa's answer was lost; the payout's status is checked after the timeout."

/**
 * Sends each M-Pesa payout as a B2C BusinessPayment with the payout's id as its
 * OriginatorConversationID (Daraja refuses a repeat: a retry cannot pay twice). Accepted, or an
 * unknown outcome (a 5xx, no answer), or "Duplicate" (already requested): it stays Processing until
 * the result, or Transaction Status after the timeout. Refused (bad request, credentials, busy): it
 * fails and its money goes back to available. Never throws for one payout: a payout that may have
 * been sent is never undone.
 */
export const sendB2cPayoutsStep = createStep("send-b2c-payouts", async (payouts: PayoutRow[], { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const settings = b2cSettings()
  for (const payout of payouts) {
    if (payout.method !== "mpesa") continue
    if (!settings || !payout.phone) {
      await settlePayout(knex, payout.id, { state: "Failed", reason: "M-Pesa B2C is not configured." })
      continue
    }
    await sendB2cPayment(container, settings, {
      id: payout.id,
      amountCents: Number(payout.amount_cents),
      phone: payout.phone,
      remarks: B2C_REMARKS,
      label: "Payout",
      unknownOutcomeReason: UNKNOWN_OUTCOME_REASON,
      recordSent: (conversationId, reason) => recordPayoutSent(knex, payout.id, conversationId, reason),
      recordRefused: (message, resultCode) => settlePayout(knex, payout.id, { state: "Failed", reason: `M-Pesa refused the payout: ${message}`, resultCode }),
    })
  }
  const ids = payouts.map((payout) => payout.id)
  const rows = ids.length ? ((await knex("payout").whereIn("id", ids).orderBy(["merchant_id", "part"])) as PayoutRow[]) : []
  return new StepResponse(rows)
})
