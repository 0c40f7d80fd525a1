import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { conflict } from "../../../domain/errors"
import { REFUND_MESSAGES } from "../../../domain/ledger/refunds"
import type { RefundSubject } from "../../../modules/refund"
import { settleRefund, startRefund } from "./refund-ledger"
import { NOT_SENT_REASON } from "./start-payouts"

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "23505"

/**
 * The refund row and its `refund-started` post in one database transaction (see startRefund: the
 * refund accounts are locked, so a second approval at the same time finds nothing owed: 409).
 * Undone (a later step failed): the refund is marked Failed and its money posted back to owed.
 */
export const startRefundStep = createStep(
  "start-refund",
  async (input: { subject: RefundSubject; requestedBy: string | null }, { container }) => {
    try {
      const row = await startRefund(container, input.subject, input.requestedBy)
      return new StepResponse(row, row.id)
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REFUND_MESSAGES.nothingOwed)
      throw error
    }
  },
  async (id, { container }) => {
    if (!id) return
    await settleRefund(container, id, { state: "Failed", reason: NOT_SENT_REASON })
  }
)
