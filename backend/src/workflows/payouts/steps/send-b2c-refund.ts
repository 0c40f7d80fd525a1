import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { recordRefundSent, settleRefund, type RefundRow } from "../../../modules/ledger/refunds"
import { sendB2cPayment } from "../b2c-client"

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
    await sendB2cPayment(container, settings, {
      id: refund.id,
      amountCents: Number(refund.amount_cents),
      phone: refund.phone,
      remarks: REFUND_REMARKS,
      label: "Refund",
      unknownOutcomeReason: REFUND_UNKNOWN_OUTCOME,
      recordSent: (conversationId, reason) => recordRefundSent(knex, refund.id, conversationId, reason),
      recordRefused: (message, resultCode) => settleRefund(knex, refund.id, { state: "Failed", reason: `M-Pesa refused the refund: ${message}`, resultCode }),
    })
  }
  const row = await knex("buyer_refund").select("*", knex.raw("amount_cents::text AS amount_cents")).where({ id: refund.id }).first()
  return new StepResponse(row as RefundRow)
})
