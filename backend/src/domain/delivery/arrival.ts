/**
 * The delivery promise: how many days an option takes to a county (the admin sets it), and the
 * dates an order arrives between, counted in calendar days (Sundays included) from the day it is
 * placed in the shop's time zone. Dates are calendar days written `YYYY-MM-DD`.
 */
export type DeliveryDays = { minDays: number; maxDays: number }
export type ArrivalWindow = { from: string; to: string }

export const MAX_DELIVERY_DAYS = 60

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

const days = new Map<string, Intl.DateTimeFormat>()

/** The calendar day `now` falls on in the time zone, as `YYYY-MM-DD`. */
export function shopDay(now: Date, timeZone: string): string {
  let format = days.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    days.set(timeZone, format)
  }
  return format.format(now)
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`)

export function addDays(day: string, count: number): string {
  const date = asUtc(day)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** The days between which an order placed on `today` arrives, or null when the admin promised none. */
export function arrivalWindow(today: string, promise: DeliveryDays | null | undefined): ArrivalWindow | null {
  if (!promise) return null
  return { from: addDays(today, promise.minDays), to: addDays(today, promise.maxDays) }
}

const dayName = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`
const monthName = (date: Date) => MONTHS[date.getUTCMonth()]

/** "Arrives Tue 3 – Wed 4 Dec", "Arrives Sat 30 Nov – Tue 3 Dec", "Arrives Tue 3 Dec" (the storefront's `arrivalText` is its twin). */
export function arrivalText(window: ArrivalWindow): string {
  const from = asUtc(window.from)
  const to = asUtc(window.to)
  if (window.from === window.to) return `Arrives ${dayName(to)} ${monthName(to)}`
  const sameMonth = from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear()
  return `Arrives ${dayName(from)}${sameMonth ? "" : ` ${monthName(from)}`} – ${dayName(to)} ${monthName(to)}`
}
