import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2cSettings } from "../../../config/mpesa-b2c"
import { invalid, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { REFUND_MESSAGES, refundPart } from "../../../domain/ledger/refunds"
import { refundApprovalReader } from "../../../queries/payouts/refunds"

export type ApproveRefundInput = { paymentId: string; requestedBy: string | null; actor?: { id: string; role: string } }

/**
 * Whom to refund: the M-Pesa payment must exist (404), M-Pesa B2C must be configured (400), and the
 * payment must owe its buyer at least Kes. 10 (a paid line or order cancelled, or paid too late to
 * place its order; else 400). A race the lock settles later (another approval took it first) is a
 * 409 from start-refund.
 */
export const validateRefundApprovalStep = createStep("validate-refund-approval", async (input: ApproveRefundInput, { container }) => {
  const reads = refundApprovalReader(container)
  const exists = await reads.paymentExists(input.paymentId)
  if (!exists) throw notFound(REFUND_MESSAGES.notFound)
  if (!b2cSettings()) throw invalid(PAYOUT_MESSAGES.b2cNotConfigured)
  const subject = await reads.subject(input.paymentId)
  if (!subject || !refundPart(await reads.owed(subject))) throw invalid(REFUND_MESSAGES.nothingOwed)
  return new StepResponse(subject)
})
