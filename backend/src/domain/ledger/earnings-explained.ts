import { formatCents } from "../money"
import { basisPointsToPercent, DAY_MS } from "./settings"

/** A line's frozen commission figures (cents), as `line_commission` keeps them. */
export type FrozenCommission = { rateBp: number; netCents: number; commissionVatCents: number }

/**
 * How a line's commission was computed, in the seller's words: "10% of Kes. 1,896.55, the price
 * before VAT" (the rate and base frozen when the order was placed), and the VAT the shop charges on
 * its commission when there is any.
 */
export function commissionExplanation(line: FrozenCommission): string {
  const text = `${basisPointsToPercent(line.rateBp)}% of ${formatCents(line.netCents)}, the price before VAT`
  return line.commissionVatCents > 0 ? `${text}, plus ${formatCents(line.commissionVatCents)} VAT on the commission` : text
}

const localDates = new Map<string, Intl.DateTimeFormat>()

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  let format = localDates.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone })
    localDates.set(timeZone, format)
  }
  return format.format(instant)
}

/**
 * The day (YYYY-MM-DD, in the shop's time zone) a sale's pending earnings become payable: the hold
 * (PAYOUT_HOLD_DAYS) counts from the moment the sale was posted (delivery, or the cash confirmed).
 */
export const payableOn = (soldAt: Date, holdDays: number, timeZone: string) =>
  localDay(new Date(soldAt.getTime() + holdDays * DAY_MS), timeZone)

/** Pending amounts (cents) with their payable days, summed per day, earliest first. */
export function releasesByDay(sales: { soldAt: Date; pendingCents: number }[], holdDays: number, timeZone: string) {
  const byDay = new Map<string, number>()
  for (const sale of sales) {
    const day = payableOn(sale.soldAt, holdDays, timeZone)
    byDay.set(day, (byDay.get(day) ?? 0) + sale.pendingCents)
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, cents]) => ({ date, cents }))
}
