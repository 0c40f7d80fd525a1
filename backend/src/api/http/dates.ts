import { z } from "@medusajs/framework/zod"
import { isCalendarDate } from "../../domain/overview/periods"

const DAY_MS = 24 * 60 * 60 * 1000
/** YYYY-MM-DDTHH:MM[:SS[.sss]] with Z or an offset: what the storefront sends (toISOString). */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** A parsed end of a range as epoch ms; NaN for one that did not parse. */
const timeOf = (end: unknown) => (end instanceof Date ? end.getTime() : typeof end === "string" && isCalendarDate(end) ? Date.parse(end) : NaN)

/** A real calendar date written YYYY-MM-DD: 2026-02-30 and 2026-13-01 are refused, never rolled over. */
export function calendarDay(name: string) {
  const message = `${name} must be a date (YYYY-MM-DD).`
  return z.string({ error: `${name} is required (YYYY-MM-DD).` }).trim().max(10, message).refine(isCalendarDate, message)
}

/**
 * A real calendar date (midnight UTC; with `wholeDay`, the next midnight, so the day counts whole) or
 * an ISO 8601 instant on a real calendar date. Anything `Date` would guess at (garbage, 2026-13-01,
 * 2026-02-30 read as 2 March) is refused.
 */
export function dayOrInstant(name: string, { wholeDay = false } = {}) {
  const message = `${name} must be a date (YYYY-MM-DD or ISO 8601).`
  return z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((text) => isCalendarDate(text) || isCalendarDate(INSTANT.exec(text)?.[1] ?? ""), message)
    .transform((text) => {
      const at = new Date(isCalendarDate(text) ? `${text}T00:00:00Z` : text)
      return wholeDay && isCalendarDate(text) ? new Date(at.getTime() + DAY_MS) : at
    })
}

/**
 * Whether a range's ends are in order (`to` after `from`; with `orEqual`, not before). True while either
 * end is missing or did not parse: zod still runs an object's checks after one of its fields failed, and
 * that field's own message is the one to show.
 */
export function inOrder(from: unknown, to: unknown, { orEqual = false } = {}): boolean {
  const [start, end] = [timeOf(from), timeOf(to)]
  if (Number.isNaN(start) || Number.isNaN(end)) return true
  return orEqual ? end >= start : end > start
}

/** Whole days from `from` to `to` (either a date or an instant); 0 while either did not parse. */
export function daysApart(from: unknown, to: unknown): number {
  const days = (timeOf(to) - timeOf(from)) / DAY_MS
  return Number.isFinite(days) ? days : 0
}
