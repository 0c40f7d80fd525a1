/** Products of this Medusa product type carry VAT; all others are VAT exempt. */
export const TAXABLE_PRODUCT_TYPE = "Taxable"
export const VAT_RATE_PERCENT = Number(process.env.VAT_RATE_PERCENT ?? 16)
export const CURRENCY_CODE = "kes"
export const FILES_ROUTE = "/api/files"
