import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { DarajaError } from "../../../modules/mpesa/daraja-client"
import { recordPayoutSent, settlePayout, type PayoutRow } from "../../../modules/ledger/payouts"
import { b2cClient } from "../b2c-client"

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
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const settings = b2cSettings()
  for (const payout of payouts) {
    if (payout.method !== "mpesa") continue
    if (!settings || !payout.phone) {
      await settlePayout(knex, payout.id, { state: "Failed", reason: "M-Pesa B2C is not configured." })
      continue
    }
    try {
      const ack = await b2cClient(container, settings).b2cPayment({
        originatorConversationId: payout.id,
        amount: Number(payout.amount_cents) / 100,
        phone: payout.phone,
        remarks: B2C_REMARKS,
        occasion: payout.id,
        resultUrl: settings.resultUrl,
        queueTimeoutUrl: settings.queueTimeoutUrl,
      })
      await recordPayoutSent(knex, payout.id, ack.conversationId)
    } catch (error) {
      const kind = error instanceof DarajaError ? error.kind : "server"
      if (kind === "server" || kind === "duplicate") {
        logger.warn(`Payout ${payout.id}: B2C outcome unknown (${(error as Error).message}); Transaction Status will tell`)
        await recordPayoutSent(knex, payout.id, null, kind === "server" ? UNKNOWN_OUTCOME_REASON : null)
      } else {
        const code = error instanceof DarajaError ? error.code : null
        await settlePayout(knex, payout.id, { state: "Failed", reason: `M-Pesa refused the payout: ${(error as Error).message}`, resultCode: code })
      }
    }
  }
  const ids = payouts.map((payout) => payout.id)
  const rows = ids.length ? ((await knex("payout").whereIn("id", ids).orderBy(["merchant_id", "part"])) as PayoutRow[]) : []
  return new StepResponse(rows)
})
