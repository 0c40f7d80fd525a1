import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { invalid, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { REFUND_MESSAGES, refundPart } from "../../../domain/ledger/refunds"
import { owedOf } from "../../../modules/ledger/refunds"
import { refundSubject } from "../../../queries/payouts/refunds"

export type ApproveRefundInput = { paymentId: string; requestedBy: string | null; actor?: { id: string; role: string } }

/**
 * Whom to refund: the M-Pesa payment must exist (404), M-Pesa B2C must be configured (400), and the
 * payment must owe its buyer at least Kes. 10 (a paid line or order cancelled, or paid too late to
 * place its order; else 400). A race the lock settles later (another approval took it first) is a
 * 409 from start-refund.
 */
export const validateRefundApprovalStep = createStep("validate-refund-approval", async (input: ApproveRefundInput, { container }) => {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const exists = await knex("mpesa_payment").select("id").where({ id: input.paymentId }).whereNull("deleted_at").first()
  if (!exists) throw notFound(REFUND_MESSAGES.notFound)
  if (!b2cSettings()) throw invalid(PAYOUT_MESSAGES.b2cNotConfigured)
  const subject = await refundSubject(knex, input.paymentId)
  if (!subject || !refundPart(await owedOf(knex, subject))) throw invalid(REFUND_MESSAGES.nothingOwed)
  return new StepResponse(subject)
})
