import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Role } from "../../domain/accounts/roles"
import { updateMerchantStep } from "./steps/update-merchant"
import { createMerchantBrandStep } from "./steps/create-merchant-brand"
import { setAccountMerchantStep } from "./steps/set-account-merchant"
import { issueMerchantInvitationStep } from "./steps/issue-merchant-invitation"
import { validateMerchantStep } from "./steps/validate-merchant"
import { setMerchantEmailStep } from "./steps/set-merchant-email"
import { validateMerchantApprovalStep, type ApprovalContact } from "./steps/validate-merchant-approval"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

/**
 * Approval (again after a rejection): the merchant becomes Approved and active, gets their brand
 * (inactive until they enable it), and either the account already using their e-mail is promoted or
 * an invitation is issued. Approving an approved merchant changes nothing. A phone-only applicant
 * (issue item 20) is approved with an e-mail the admin adds (stored, then as above), or invited by
 * SMS: the same single-use link, sent to their phone, open to the e-mail they sign up with.
 */
export const approveMerchantWorkflow = createWorkflow(
  "approve-merchant",
  (input: { merchantId: string; actor?: AuditActor; contact?: ApprovalContact }) => {
    const merchant = validateMerchantStep(input.merchantId)
    const approval = validateMerchantApprovalStep(transform({ merchant, input }, ({ merchant, input }) => ({ merchant, contact: input.contact })))
    const plan = transform({ merchant, approval }, ({ merchant, approval }) => ({
      ...approval,
      merchantId: merchant.id,
      brandName: merchant.brandName,
      business: merchant.business,
    }))
    when("add-merchant-email", { plan }, ({ plan }) => !!plan.addEmail).then(() => {
      setMerchantEmailStep(transform({ plan }, ({ plan }) => ({ merchantId: plan.merchantId, email: plan.addEmail! })))
    })
    when("approve", { plan }, ({ plan }) => !plan.alreadyApproved).then(() => {
      updateMerchantStep(transform({ plan }, ({ plan }) => ({ id: plan.merchantId, status: "Approved" as const, is_active: true })))
      createMerchantBrandStep(
        transform({ plan }, ({ plan }) => ({ merchantId: plan.merchantId, brandName: plan.brandName, business: plan.business }))
      )
    })
    when("promote-existing-account", { plan }, ({ plan }) => !plan.alreadyApproved && !!plan.accountId).then(() => {
      setAccountMerchantStep(
        transform({ plan }, ({ plan }) => ({ accountIds: [plan.accountId!], role: "ROLE_MERCHANT" as Role, merchantId: plan.merchantId }))
      )
    })
    const token = when("invite-new-account", { plan }, ({ plan }) => !plan.alreadyApproved && !plan.accountId).then(() =>
      // By SMS the invitation names no e-mail ("" : open to the one they sign up with).
      issueMerchantInvitationStep(transform({ plan }, ({ plan }) => ({ merchantId: plan.merchantId, email: plan.email ?? "" })))
    )
    when("announce-approval", { plan }, ({ plan }) => !plan.alreadyApproved).then(() => {
      emitEventStep({
        eventName: ShopEvents.MERCHANT_APPROVED,
        data: transform({ plan, token }, ({ plan, token }) => ({ id: plan.merchantId, token: token ?? null, sms: !!plan.smsPhone })),
      })
    })
    recordAudit(
      transform({ input, merchant, plan }, ({ input, merchant, plan }) => ({
        actor: input.actor,
        entityType: "merchant" as const,
        entityId: merchant.id,
        action: "merchant.approve",
        // An existing account promoted by the approval is the user role change.
        before: {
          status: merchant.status,
          isActive: merchant.isActive,
          ...(!plan.alreadyApproved && plan.accountId && { accountRole: "ROLE_MEMBER" }),
          ...(plan.addEmail && { email: null }),
        },
        after: {
          status: "Approved",
          isActive: plan.alreadyApproved ? merchant.isActive : true,
          ...(!plan.alreadyApproved && plan.accountId && { accountRole: "ROLE_MERCHANT" }),
          ...(plan.addEmail && { email: plan.addEmail }),
          ...(plan.smsPhone && { invitedBySms: plan.smsPhone }),
        },
      }))
    )
    return new WorkflowResponse(
      transform({ plan }, ({ plan }) => ({ alreadyApproved: plan.alreadyApproved, promoted: !!plan.accountId, bySms: !!plan.smsPhone }))
    )
  }
)
