import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../../modules/payout"
import type { PayoutMethodRecord } from "./validate-payout-method"

type Record = PayoutMethodRecord
type Undo = { id: string; previous: Record | null }

/** Creates the merchant's payout method or replaces it, answering the previous one (undone: the previous one back, or none). */
export const savePayoutMethodStep = createStep(
  "save-payout-method",
  async (record: Record, { container }) => {
    const payouts = container.resolve<PayoutModuleService>(PAYOUT_MODULE)
    const [existing] = await payouts.listPayoutMethods({ merchant_id: record.merchant_id })
    if (existing) {
      const previous: Record = {
        merchant_id: existing.merchant_id,
        kind: existing.kind,
        phone: existing.phone,
        bank_name: existing.bank_name,
        bank_branch: existing.bank_branch,
        account_name: existing.account_name,
        account_number: existing.account_number,
      }
      await payouts.updatePayoutMethods({ id: existing.id, ...record })
      return new StepResponse({ id: existing.id, previous }, { id: existing.id, previous } as Undo)
    }
    const created = await payouts.createPayoutMethods(record)
    return new StepResponse({ id: created.id, previous: null as Record | null }, { id: created.id, previous: null } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const payouts = container.resolve<PayoutModuleService>(PAYOUT_MODULE)
    if (undo.previous) await payouts.updatePayoutMethods({ id: undo.id, ...undo.previous })
    else await payouts.deletePayoutMethods(undo.id)
  }
)
