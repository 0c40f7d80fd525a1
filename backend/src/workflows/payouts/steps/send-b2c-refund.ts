import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { recordRefundSent, settleRefund, type RefundRow } from "../../../modules/ledger/refunds"
import { sendB2cPayment } from "../b2c-client"

/**
 * Sends a refund as a B2C BusinessPayment to the phone that paid, with the refund's id as its
 * OriginatorConversationID (Daraja refuses a repeat: a retry cannot pay twice). Accepted, an
 * unknown outcome (a 5xx) or "Duplicate": it stays Processing until the result, or Transaction
 * Status after the timeout. Refused: it fails and the money is owed again ("Refund due"), unless
 * it was sent before (a retry: see sendB2cPayment). Never
 * throws: a refund that may have been sent is never undone.
 */
export const sendB2cRefundStep = createStep("send-b2c-refund", async (refund: RefundRow, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  await sendB2cPayment(container, {
    id: refund.id,
    noun: "refund",
    amountCents: Number(refund.amount_cents),
    phone: refund.phone,
    remarks: "Duka order refund",
    sentBefore: Number(refund.attempts) > 0 || !!refund.sent_at,
    recordSent: (conversationId, reason) => recordRefundSent(knex, refund.id, conversationId, reason),
    recordFailed: (reason, resultCode) => settleRefund(knex, refund.id, { state: "Failed", reason, resultCode }),
  })
  const row = await knex("buyer_refund").select("*", knex.raw("amount_cents::text AS amount_cents")).where({ id: refund.id }).first()
  return new StepResponse(row as RefundRow)
})
