/** RFC 4180 CSV that a spreadsheet opens without running anything a shopper typed. */

export type CsvValue = string | number | null | undefined

/** A text cell a spreadsheet would read as a formula (or a DDE call): =, +, -, @, tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/**
 * One cell: text starting like a formula gets a leading single quote and is quoted; text with a
 * comma, quote or line break is quoted with its quotes doubled; numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ""
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : ""
  if (FORMULA_START.test(value)) return `"'${value.replace(/"/g, '""')}"`
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** One record, ended by CRLF. */
export function csvRow(values: CsvValue[]): string {
  return values.map(csvCell).join(",") + "\r\n"
}

export const ORDER_EXPORT_HEADER = ["order", "date", "customer", "product", "merchant", "quantity", "price", "vat", "status", "payment"]
export const CUSTOMER_EXPORT_HEADER = ["customer", "email", "phone", "joined", "orders", "spent"]
