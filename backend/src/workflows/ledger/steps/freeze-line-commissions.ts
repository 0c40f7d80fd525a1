import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { lineFigures, pickRate } from "../../../domain/ledger/commission"
import { ledgerSettings } from "../../../config/ledger"
import { PRICES_INCLUDE_VAT, VAT_RATE_PERCENT } from "../../../config/vat"
import { COMMISSION_MODULE, type CommissionModuleService } from "../../../modules/commission"
import { loadCommissionRules, loadLinesToFreeze } from "../../../queries/ledger/line-facts"

/**
 * Freezes the commission of each line of these orders (null: of any order) that has none yet: the
 * rate of the most specific rule now (merchant, category, default) and the line's money in cents.
 * Returns the records created. A line that already has one keeps it (the unique line_item_id).
 */
export async function freezeLineCommissions(container: MedusaContainer, orderIds: string[] | null): Promise<string[]> {
  const lines = await loadLinesToFreeze(container, orderIds)
  if (!lines.length) return []
  const rules = await loadCommissionRules(container)
  const settings = ledgerSettings()
  const records = lines.map((line) => {
    const { rateBp, source } = pickRate(rules, line, settings.defaultRateBp)
    const figures = lineFigures(
      { unitPrice: line.unitPrice, quantity: line.quantity, taxable: line.taxable, vatPercent: VAT_RATE_PERCENT, pricesIncludeVat: PRICES_INCLUDE_VAT },
      rateBp,
      settings.commissionVatPercent
    )
    return {
      line_item_id: line.lineItemId,
      order_id: line.orderId,
      merchant_id: line.merchantId,
      rate_bp: rateBp,
      rate_source: source,
      paid_cents: figures.paidCents,
      vat_cents: figures.vatCents,
      net_cents: figures.netCents,
      commission_cents: figures.commissionCents,
      commission_vat_cents: figures.commissionVatCents,
      seller_share_cents: figures.sellerShareCents,
    }
  })
  const created = await container.resolve<CommissionModuleService>(COMMISSION_MODULE).createLineCommissions(records)
  return created.map((record) => record.id)
}

/**
 * The lines' commissions frozen. Nothing to undo: a frozen commission is what the rules said when
 * its line was placed (an order placement that fails deletes its own, `create-order-line-records`).
 */
export const freezeLineCommissionsStep = createStep("freeze-line-commissions", async (input: { orderIds: string[] | null }, { container }) => {
  return new StepResponse(await freezeLineCommissions(container, input.orderIds))
})
