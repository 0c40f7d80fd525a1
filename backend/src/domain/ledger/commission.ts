/**
 * Commission (issue 37): a percent of a line's price before VAT. The most specific rule wins:
 * the line's merchant's rule, else a rule of one of its product's categories (the highest of
 * them when several have one), else the default rate. Each line keeps the rate it got and its
 * figures from the moment it is placed.
 */
import { percentOfCents, toCents } from "../money"

export const RULE_SCOPES = ["merchant", "category"] as const
export type RuleScope = (typeof RULE_SCOPES)[number]
export type RateSource = RuleScope | "default"

export type CommissionRule = { scope: RuleScope; targetId: string; rateBp: number }
export type LineOwner = { merchantId: string | null; categoryIds: string[] }

export function pickRate(rules: CommissionRule[], line: LineOwner, defaultRateBp: number): { rateBp: number; source: RateSource } {
  const merchant = line.merchantId ? rules.find((rule) => rule.scope === "merchant" && rule.targetId === line.merchantId) : undefined
  if (merchant) return { rateBp: merchant.rateBp, source: "merchant" }
  const categories = rules.filter((rule) => rule.scope === "category" && line.categoryIds.includes(rule.targetId))
  if (categories.length) return { rateBp: Math.max(...categories.map((rule) => rule.rateBp)), source: "category" }
  return { rateBp: defaultRateBp, source: "default" }
}

export type LinePrice = {
  /** The line's unit price in Kes. (major units, as Medusa stores it). */
  unitPrice: number
  quantity: number
  taxable: boolean
  vatPercent: number
  pricesIncludeVat: boolean
}

/** A line's money in integer cents, frozen when the order is placed. */
export type LineFigures = {
  /** What the buyer pays for the line (VAT included). */
  paidCents: number
  /** The line's VAT. */
  vatCents: number
  /** The price before VAT: what the commission is a percent of. */
  netCents: number
  rateBp: number
  commissionCents: number
  /** VAT the shop charges on its commission (0 unless COMMISSION_VAT_PERCENT is set). */
  commissionVatCents: number
  /** What the seller earns: paid − commission − VAT on commission. */
  sellerShareCents: number
}

/**
 * The line's figures. VAT is rounded to the cent per line as the order's totals round it:
 * inside the price (price × qty × rate / (100 + rate)) or on top (× rate / 100); a line that is
 * not taxable carries none. Commission rounds half up to the cent.
 */
export function lineFigures(price: LinePrice, rateBp: number, commissionVatPercent = 0): LineFigures {
  const grossCents = toCents(price.unitPrice) * price.quantity
  const vatCents = price.taxable
    ? Math.round((grossCents * price.vatPercent) / (price.pricesIncludeVat ? 100 + price.vatPercent : 100))
    : 0
  const paidCents = price.pricesIncludeVat ? grossCents : grossCents + vatCents
  const netCents = paidCents - vatCents
  const commissionCents = Math.round((netCents * rateBp) / 10_000)
  const commissionVatCents = percentOfCents(commissionCents, commissionVatPercent)
  return {
    paidCents,
    vatCents,
    netCents,
    rateBp,
    commissionCents,
    commissionVatCents,
    sellerShareCents: paidCents - commissionCents - commissionVatCents,
  }
}
