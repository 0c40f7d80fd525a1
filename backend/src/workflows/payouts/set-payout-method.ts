import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { AuditActor } from "../../domain/audit/audit"
import { payoutMethodFields } from "../../domain/audit/money-fields"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { confirmPayoutChangeStep } from "./steps/confirm-payout-change"
import { loadMerchantContactStep } from "./steps/load-merchant-contact"
import { savePayoutMethodStep } from "./steps/save-payout-method"
import { validatePayoutMethodStep, type PayoutMethodInput } from "./steps/validate-payout-method"

/**
 * A merchant's payout method: an M-Pesa number (paid by B2C) or bank details (paid by hand). The
 * change is audited, and the merchant's contact as it was before the change is told by e-mail and
 * SMS (a subscriber, after the commit), so a hijacked account cannot redirect payouts unseen. Changing a
 * method already set needs the account's password (./steps/confirm-payout-change.ts).
 */
type Input = PayoutMethodInput & {
  actor?: AuditActor
  /** The merchant's own account: changing a method already set needs its password. */
  account?: RequestAccount
  password?: string | null
}

export const setPayoutMethodWorkflow = createWorkflow("set-payout-method", (input: Input) => {
  const record = validatePayoutMethodStep(input)
  confirmPayoutChangeStep(
    transform({ input }, ({ input }) => ({ account: input.account, merchantId: input.merchantId, password: input.password }))
  )
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
    data: transform({ contact, record, saved }, ({ contact, record, saved }) => {
      const method = payoutMethodFields(record)
      return {
        ...contact,
        kind: record.kind,
        destination: record.kind === "mpesa" ? method.phone : `${method.bankName} ${method.accountNumber}`,
        // The M-Pesa number payouts went to until now is an old contact too: it is texted as well.
        previousPhone: saved.previous?.kind === "mpesa" && saved.previous.phone !== record.phone ? saved.previous.phone : null,
      }
    }),
  })
  return new WorkflowResponse(saved)
})
