import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { AuditActor } from "../../domain/audit/audit"
import { payoutMethodFields } from "../../domain/audit/money-fields"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { loadMerchantContactStep } from "./steps/load-merchant-contact"
import { savePayoutMethodStep } from "./steps/save-payout-method"
import { validatePayoutMethodStep, type PayoutMethodInput } from "./steps/validate-payout-method"

/**
 * A merchant's payout method: an M-Pesa number (paid by B2C) or bank details (paid by hand). The
 * change is audited, and the merchant's contact as it was before the change is told by e-mail and
 * SMS (a subscriber, after the commit), so a hijacked account cannot redirect payouts unseen.
 */
export const setPayoutMethodWorkflow = createWorkflow("set-payout-method", (input: PayoutMethodInput & { actor?: AuditActor }) => {
  const record = validatePayoutMethodStep(input)
  const contact = loadMerchantContactStep(input.merchantId)
  const saved = savePayoutMethodStep(record)
  recordAudit(
    transform({ input, record, saved }, ({ input, record, saved }) => ({
      actor: input.actor,
      entityType: "payout-method" as const,
      entityId: input.merchantId,
      action: saved.previous ? "payout-method.change" : "payout-method.set",
      before: saved.previous ? payoutMethodFields(saved.previous) : null,
      after: payoutMethodFields(record),
    }))
  )
  emitEventStep({
    eventName: ShopEvents.PAYOUT_METHOD_CHANGED,
    data: transform({ contact, record }, ({ contact, record }) => {
      const method = payoutMethodFields(record)
      return { ...contact, kind: record.kind, destination: record.kind === "mpesa" ? method.phone : `${method.bankName} ${method.accountNumber}` }
    }),
  })
  return new WorkflowResponse(saved)
})
