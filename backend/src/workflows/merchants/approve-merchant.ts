import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Role } from "../../modules/account/models/account"
import { updateMerchantStep } from "./steps/update-merchant"
import { createMerchantBrandStep } from "./steps/create-merchant-brand"
import { setAccountMerchantStep } from "./steps/set-account-merchant"
import { issueMerchantInvitationStep } from "./steps/issue-merchant-invitation"

type Input = {
  merchantId: string
  email: string
  brandName: string
  business: string
  /** The account that already uses the merchant's e-mail, promoted at once; null sends an invitation. */
  accountId: string | null
}

/**
 * Approval: the merchant becomes Approved and active, gets their brand (inactive until they
 * enable it), and either the existing account is promoted or an invitation is issued.
 */
export const approveMerchantWorkflow = createWorkflow("approve-merchant", (input: Input) => {
  const merchant = updateMerchantStep(
    transform({ input }, ({ input }) => ({ id: input.merchantId, status: "Approved" as const, is_active: true }))
  )
  const brand = createMerchantBrandStep(
    transform({ input }, ({ input }) => ({ merchantId: input.merchantId, brandName: input.brandName, business: input.business }))
  )
  when("promote-existing-account", { input }, ({ input }) => !!input.accountId).then(() => {
    setAccountMerchantStep(
      transform({ input }, ({ input }) => ({
        accountIds: [input.accountId!],
        role: "ROLE_MERCHANT" as Role,
        merchantId: input.merchantId,
      }))
    )
  })
  const token = when("invite-new-account", { input }, ({ input }) => !input.accountId).then(() =>
    issueMerchantInvitationStep(transform({ input }, ({ input }) => ({ merchantId: input.merchantId, email: input.email })))
  )
  emitEventStep({
    eventName: ShopEvents.MERCHANT_APPROVED,
    data: transform({ input, token }, ({ input, token }) => ({ id: input.merchantId, token: token ?? null })),
  })
  return new WorkflowResponse({ merchant, brand })
})
