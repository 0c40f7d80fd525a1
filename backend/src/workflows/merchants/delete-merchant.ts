import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Role } from "../../domain/accounts/roles"
import { setAccountMerchantStep } from "./steps/set-account-merchant"
import { disableMerchantBrandsStep } from "./steps/disable-merchant-brands"
import { productIdsOfStep } from "../catalogue/steps/product-ids-of"
import { deactivateProductsStep } from "../catalogue/steps/deactivate-products"
import { deleteMerchantRecordStep } from "./steps/delete-merchant-record"
import { validateMerchantStep } from "./steps/validate-merchant"
import { recordAudit } from "../audit/steps/record-audit-entry"
import type { AuditActor } from "../../domain/audit/audit"

/**
 * Removes a merchant: their accounts go back to members, their brand and its products are
 * disabled and detached (kept, so orders keep their lines), and the record is removed; the demotion is
 * announced, so their open chat sockets are closed.
 */
export const deleteMerchantWorkflow = createWorkflow("delete-merchant", (input: { merchantId: string; actor?: AuditActor }) => {
  const merchant = validateMerchantStep(input.merchantId)
  setAccountMerchantStep(
    transform({ merchant }, ({ merchant }) => ({ accountIds: merchant.accountIds, role: "ROLE_MEMBER" as Role, merchantId: null }))
  )
  const brandIds = disableMerchantBrandsStep(transform({ merchant }, ({ merchant }) => ({ merchantId: merchant.id, detach: true })))
  deactivateProductsStep(productIdsOfStep(transform({ brandIds }, ({ brandIds }) => ({ entity: "brand" as const, ids: brandIds }))))
  deleteMerchantRecordStep(merchant.id)
  recordAudit(
    transform({ input, merchant }, ({ input, merchant }) => ({
      actor: input.actor,
      entityType: "merchant" as const,
      entityId: merchant.id,
      action: "merchant.delete",
      before: { status: merchant.status, isActive: merchant.isActive, accountRole: merchant.accountIds.length ? "ROLE_MERCHANT" : null },
      after: { status: null, isActive: null, accountRole: merchant.accountIds.length ? "ROLE_MEMBER" : null },
    }))
  )
  emitEventStep({ eventName: ShopEvents.BRAND_CHANGED, data: transform({ brandIds }, ({ brandIds }) => ({ ids: brandIds })) })
  emitEventStep({
    eventName: ShopEvents.ACCOUNT_DEMOTED,
    data: transform({ merchant }, ({ merchant }) => ({ accountIds: merchant.accountIds })),
  }).config({ name: "emit-account-demoted" })
  return new WorkflowResponse(true)
})
