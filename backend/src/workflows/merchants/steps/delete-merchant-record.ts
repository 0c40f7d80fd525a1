import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

/** Removes the merchant and its invitations (soft delete, so undoing can restore them). */
export const deleteMerchantRecordStep = createStep(
  "delete-merchant-record",
  async (id: string, { container }) => {
    const merchants = container.resolve<MerchantModuleService>(MERCHANT_MODULE)
    const invitations = await merchants.listMerchantInvitations({ merchant_id: id }, { select: ["id"] })
    const invitationIds = invitations.map((i) => i.id)
    if (invitationIds.length) await merchants.softDeleteMerchantInvitations(invitationIds)
    await merchants.softDeleteMerchants(id)
    return new StepResponse(id, { id, invitationIds })
  },
  async (deleted, { container }) => {
    if (!deleted) return
    const merchants = container.resolve<MerchantModuleService>(MERCHANT_MODULE)
    await merchants.restoreMerchants(deleted.id)
    if (deleted.invitationIds.length) await merchants.restoreMerchantInvitations(deleted.invitationIds)
  }
)
