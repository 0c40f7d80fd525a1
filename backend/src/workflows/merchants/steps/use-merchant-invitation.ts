import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MERCHANT_MODULE, type MerchantModuleService } from "../../../modules/merchant"

/** Marks the merchant's open invitations used (single use); undoing reopens them. */
export const useMerchantInvitationStep = createStep(
  "use-merchant-invitation",
  async (merchantId: string, { container }) => {
    const merchants = container.resolve<MerchantModuleService>(MERCHANT_MODULE)
    const open = await merchants.listMerchantInvitations({ merchant_id: merchantId, used_at: null }, { select: ["id"] })
    const ids = open.map((i) => i.id)
    if (ids.length) await merchants.updateMerchantInvitations(ids.map((id) => ({ id, used_at: new Date() })))
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) {
      await container.resolve<MerchantModuleService>(MERCHANT_MODULE).updateMerchantInvitations(ids.map((id) => ({ id, used_at: null })))
    }
  }
)
