import { roundVat } from "../money"

export type PricedLine = { unitPrice: number; quantity: number; taxable: boolean; status: string }

const counted = (lines: PricedLine[]) => lines.filter((line) => line.status !== "Cancelled")

/** What the bag shows for these lines: Σ price × quantity of lines not cancelled (spec §9). */
export function shownTotal(lines: PricedLine[]) {
  return roundVat(counted(lines).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0))
}

/**
 * DESIGN §5, the order's totals; cancelled lines count for nothing, zero-rated (non-taxable)
 * lines carry no VAT, each line's VAT is rounded to the cent and shipping is free.
 * - Prices include VAT (`PRICES_INCLUDE_VAT`, Kenya's practice, the default): a line's VAT is
 *   price × qty × rate / (100 + rate); `totalWithTax` is what the bag showed, `totalTax` the VAT
 *   contained in it and `total` the net subtotal (`totalWithTax - totalTax`).
 * - Prices exclude VAT (`PRICES_INCLUDE_VAT=off`): a line's VAT is price × qty × rate / 100 on top;
 *   `total` is what the bag showed and `totalWithTax` adds the VAT.
 */
export function orderTotals(lines: PricedLine[], pricesIncludeVat: boolean, ratePercent: number) {
  const shown = shownTotal(lines)
  const divisor = pricesIncludeVat ? 100 + ratePercent : 100
  const totalTax = roundVat(
    counted(lines)
      .filter((line) => line.taxable)
      .reduce((sum, line) => sum + roundVat((line.unitPrice * line.quantity * ratePercent) / divisor), 0)
  )
  return pricesIncludeVat
    ? { total: roundVat(shown - totalTax), totalTax, totalWithTax: shown }
    : { total: shown, totalTax, totalWithTax: roundVat(shown + totalTax) }
}
