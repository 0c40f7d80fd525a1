/** The shop's fixed facts: one market (Kenya), one currency, one VAT rule, and how much a page holds. */

export const CURRENCY_CODE = "kes"
export const COUNTRY_CODE = "ke"
export const REGION_NAME = "Kenya"

/** Products of this Medusa product type carry VAT; all others are VAT exempt. */
export const TAXABLE_PRODUCT_TYPE = "Taxable"
/** VAT_RATE_PERCENT (default 16, Kenya's rate) from the settings given (src/config/vat.ts passes the environment's). */
export const vatRatePercent = (env: Record<string, string | undefined>) => Number(env.VAT_RATE_PERCENT ?? 16)
/** Shown prices include VAT (Kenya's practice) unless `PRICES_INCLUDE_VAT=off`, when VAT is added on top. */
export const pricesIncludeVat = (env: Record<string, string | undefined>) => env.PRICES_INCLUDE_VAT !== "off"

/** The shop's VAT rule: its rate and whether shown prices contain it. */
export type VatRule = { ratePercent: number; pricesIncludeVat: boolean }
export const vatRule = (env: Record<string, string | undefined>): VatRule => ({ ratePercent: vatRatePercent(env), pricesIncludeVat: pricesIncludeVat(env) })

/** Default `limit` of each paged list; a caller may ask for up to MAX_PAGE_SIZE. */
export const PAGE_SIZES = {
  users: 20,
  merchants: 20,
  orders: 20,
  reviews: 20,
  products: 100,
} as const
export const MAX_PAGE_SIZE = 100

/** Where uploaded files are served. */
export const FILES_ROUTE = "/api/files"
