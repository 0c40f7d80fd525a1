import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settlePayoutStep } from "./steps/settle-payout"
import { validateBankPayoutStep } from "./steps/validate-bank-payout"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

/** An admin paid a bank payout by hand: Paid with the bank's reference. Marking it again changes nothing. */
export const markBankPayoutPaidWorkflow = createWorkflow("mark-bank-payout-paid", (input: { payoutId: string; reference: string; actor?: AuditActor }) => {
  const payout = validateBankPayoutStep(input)
  // Before the settlement, which cannot be undone: a failure of either leaves neither.
  recordAudit(
    transform({ input, payout }, ({ input, payout }) => ({
      actor: input.actor,
      entityType: "payout" as const,
      entityId: payout.id,
      action: "payout.paid",
      before: { state: payout.state, receipt: payout.receipt },
      after: payout.state === "Paid" ? { state: payout.state, receipt: payout.receipt } : { state: "Paid", receipt: input.reference },
    }))
  )
  return new WorkflowResponse(
    settlePayoutStep(transform({ payout, input }, ({ payout, input }) => ({ payoutId: payout.id, settlement: { state: "Paid" as const, receipt: input.reference } })))
  )
})
