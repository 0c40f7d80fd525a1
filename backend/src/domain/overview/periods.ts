/** Calendar days in the shop's time zone: the overview's periods and the exports' date ranges. */

export const OVERVIEW_DAYS = [7, 30, 90] as const
export type OverviewDays = (typeof OVERVIEW_DAYS)[number]

/** The longest export: `to` at most this many days after `from`. */
export const MAX_EXPORT_DAYS = 366

/** [from, to) between two instants. */
export type Window = { from: Date; to: Date }

const formats = new Map<string, Intl.DateTimeFormat>()

function partsIn(instant: Date, timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
    formats.set(timeZone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value)
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number }
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0")

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function shopDate(instant: Date, timeZone: string): string {
  const { year, month, day } = partsIn(instant, timeZone)
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
export function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number)
  const midnightUtc = Date.UTC(year, month - 1, day)
  const first = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone)
  // Across an offset change the offset at the answer may differ from the first guess's.
  return new Date(midnightUtc - zoneOffsetMs(new Date(first), timeZone))
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (date: string) => {
    const [year, month, day] = date.split("-").map(Number)
    return Date.UTC(year, month - 1, day)
  }
  return Math.round((at(to) - at(from)) / 86_400_000)
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  return addDays(text, 0) === text
}

/**
 * The last `days` calendar days up to and including today (in the zone), the same number of
 * days just before them, and the dates of the current period, oldest first.
 */
export function lastDays(now: Date, days: number, timeZone: string): { current: Window; previous: Window; dates: string[] } {
  const today = shopDate(now, timeZone)
  const first = addDays(today, -(days - 1))
  const current = { from: startOfDay(first, timeZone), to: startOfDay(addDays(today, 1), timeZone) }
  const previous = { from: startOfDay(addDays(first, -days), timeZone), to: current.from }
  return { current, previous, dates: Array.from({ length: days }, (_, i) => addDays(first, i)) }
}

/** The overview's cards: today, the last 7 and the last 30 days, each with the period just before. */
export function cardPeriods(now: Date, timeZone: string) {
  return { today: lastDays(now, 1, timeZone), last7: lastDays(now, 7, timeZone), last30: lastDays(now, 30, timeZone) }
}

export const EXPORT_RANGE_ORDER = "from must not be after to."
export const EXPORT_RANGE_TOO_LONG = `An export covers at most ${MAX_EXPORT_DAYS} days.`

/**
 * An export's dates, both included, as the instants [from, to) in the zone; a message when the
 * range is backwards or too long.
 */
export function exportWindow(from: string, to: string, timeZone: string): Window | { error: string } {
  const days = daysBetween(from, to)
  if (days < 0) return { error: EXPORT_RANGE_ORDER }
  if (days > MAX_EXPORT_DAYS) return { error: EXPORT_RANGE_TOO_LONG }
  return { from: startOfDay(from, timeZone), to: startOfDay(addDays(to, 1), timeZone) }
}
