import { vatRule, type VatRule } from "../domain/shop-constants"

/**
 * The shop's VAT rule from the environment (docs/configuration.md), read once when loaded:
 * VAT_RATE_PERCENT (default 16) and PRICES_INCLUDE_VAT (on unless `off`: shown prices contain VAT).
 */
export const VAT_RULE: VatRule = vatRule(process.env)
export const VAT_RATE_PERCENT = VAT_RULE.ratePercent
export const PRICES_INCLUDE_VAT = VAT_RULE.pricesIncludeVat
