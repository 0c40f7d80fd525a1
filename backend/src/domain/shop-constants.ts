/** The shop's fixed facts: one market (Kenya), one currency, one VAT rule, and how much a page holds. */

export const CURRENCY_CODE = "kes"
export const COUNTRY_CODE = "ke"
export const REGION_NAME = "Kenya"

/** Products of this Medusa product type carry VAT; all others are VAT exempt. */
export const TAXABLE_PRODUCT_TYPE = "Taxable"
export const VAT_RATE_PERCENT = Number(process.env.VAT_RATE_PERCENT ?? 16)
/** Shown prices include VAT (Kenya's practice) unless `PRICES_INCLUDE_VAT=off`, when VAT is added on top. */
export const pricesIncludeVat = (env: Record<string, string | undefined> = process.env) => env.PRICES_INCLUDE_VAT !== "off"
export const PRICES_INCLUDE_VAT = pricesIncludeVat()

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
