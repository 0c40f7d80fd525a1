import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Settlement } from "../../domain/ledger/b2c-settlement"
import { settleRefundStep } from "./steps/settle-refund"
import { toShillings } from "../../domain/money"

/**
 * A refund's result: Paid (with the receipt), Failed (owed again: "Refund due") or flagged unreconciled;
 * only while Processing. Once paid (a late success too), REFUND_SENT tells the buyer after the commit.
 */
export const settleRefundWorkflow = createWorkflow("settle-refund", (input: { refundId: string; settlement: Settlement }) => {
  const settled = settleRefundStep(input)
  when("announce-refund-sent", { settled }, ({ settled }) => (settled.step === "paid" || settled.step === "late-paid") && !!settled.refund).then(() => {
    emitEventStep({
      eventName: ShopEvents.REFUND_SENT,
      data: transform({ settled }, ({ settled }) => ({
        id: settled.refund!.id,
        orderId: settled.refund!.order_id,
        amount: toShillings(settled.refund!.amount_cents),
        phone: settled.refund!.phone,
        receipt: (settled.refund as { receipt?: string | null }).receipt ?? null,
      })),
    })
  })
  return new WorkflowResponse(settled)
})
