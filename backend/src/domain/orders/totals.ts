import { VAT_RATE_PERCENT } from "../shop-constants"

export type PricedLine = { unitPrice: number; quantity: number; taxable: boolean; status: string }

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100

/**
 * DESIGN §5: total = Σ price × quantity of lines not cancelled; VAT on taxable lines,
 * each line's VAT rounded to 2 decimals; shipping is free.
 */
export function orderTotals(lines: PricedLine[]) {
  const counted = lines.filter((line) => line.status !== "Cancelled")
  const total = round2(counted.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0))
  const totalTax = round2(
    counted
      .filter((line) => line.taxable)
      .reduce((sum, line) => sum + round2((line.unitPrice * line.quantity * VAT_RATE_PERCENT) / 100), 0)
  )
  return { total, totalTax, totalWithTax: round2(total + totalTax) }
}
