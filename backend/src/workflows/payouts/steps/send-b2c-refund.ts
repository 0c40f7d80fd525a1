import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { DarajaError } from "../../../modules/mpesa/daraja-client"
import { recordRefundSent, settleRefund, type RefundRow } from "../../../modules/ledger/refunds"
import { b2cClient } from "../b2c-client"

export const REFUND_REMARKS = "Duka order refund"
export const REFUND_UNKNOWN_OUTCOME = "M-Pesa's answer was lost; the refund's status is checked after the timeout."

/**
 * Sends a refund as a B2C BusinessPayment to the phone that paid, with the refund's id as its
 * OriginatorConversationID (Daraja refuses a repeat: a retry cannot pay twice). Accepted, an
 * unknown outcome (a 5xx) or "Duplicate": it stays Processing until the result, or Transaction
 * Status after the timeout. Refused: it fails and the money is owed again ("Refund due"). Never
 * throws: a refund that may have been sent is never undone.
 */
export const sendB2cRefundStep = createStep("send-b2c-refund", async (refund: RefundRow, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const settings = b2cSettings()
  if (!settings) {
    await settleRefund(knex, refund.id, { state: "Failed", reason: "M-Pesa B2C is not configured." })
  } else {
    try {
      const ack = await b2cClient(container, settings).b2cPayment({
        originatorConversationId: refund.id,
        amount: Number(refund.amount_cents) / 100,
        phone: refund.phone,
        remarks: REFUND_REMARKS,
        occasion: refund.id,
        resultUrl: settings.resultUrl,
        queueTimeoutUrl: settings.queueTimeoutUrl,
      })
      await recordRefundSent(knex, refund.id, ack.conversationId)
    } catch (error) {
      const kind = error instanceof DarajaError ? error.kind : "server"
      if (kind === "server" || kind === "duplicate") {
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Refund ${refund.id}: B2C outcome unknown (${(error as Error).message}); Transaction Status will tell`)
        await recordRefundSent(knex, refund.id, null, kind === "server" ? REFUND_UNKNOWN_OUTCOME : null)
      } else {
        const code = error instanceof DarajaError ? error.code : null
        await settleRefund(knex, refund.id, { state: "Failed", reason: `M-Pesa refused the refund: ${(error as Error).message}`, resultCode: code })
      }
    }
  }
  const row = await knex("buyer_refund").select("*", knex.raw("amount_cents::text AS amount_cents")).where({ id: refund.id }).first()
  return new StepResponse(row as RefundRow)
})
