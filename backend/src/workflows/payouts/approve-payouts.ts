import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendB2cPayoutsStep } from "./steps/send-b2c-payouts"
import { startPayoutsStep } from "./steps/start-payouts"
import { validatePayoutApprovalStep, type ApprovePayoutsInput } from "./steps/validate-payout-approval"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { payoutApprovalFields } from "../../domain/audit/fields"

/**
 * An admin approves payouts (one seller, or every seller with an available balance): the checks,
 * then the payouts with their ledger posts (one database transaction per seller, locked; a disabled
 * or deleted merchant is skipped unless the admin released them), then the B2C payments. Bank payouts wait for the admin to mark them paid with the bank's reference.
 */
export const approvePayoutsWorkflow = createWorkflow("approve-payouts", (input: ApprovePayoutsInput) => {
  const plan = validatePayoutApprovalStep(input)
  const started = startPayoutsStep(
    transform({ plan, input }, ({ plan, input }) => ({ ...plan, single: !!input.merchantId, requestedBy: input.requestedBy }))
  )
  recordAudit(
    transform({ input, plan, started }, ({ input, plan, started }) => ({
      actor: input.actor,
      entityType: "payout" as const,
      entityId: started.payouts.length === 1 ? started.payouts[0].id : (input.merchantId ?? "all"),
      action: "payout.approve",
      ...payoutApprovalFields(started.payouts, Object.fromEntries(plan.targets.map((target) => [target.merchantId, target.released]))),
    }))
  )
  const sent = sendB2cPayoutsStep(transform({ started }, ({ started }) => started.payouts))
  return new WorkflowResponse(transform({ sent, started }, ({ sent, started }) => ({ payouts: sent, skipped: started.skipped })))
})
