/** The shop's time zone unless SHOP_TIME_ZONE names another: Kenya's. */
export const DEFAULT_SHOP_TIME_ZONE = "Africa/Nairobi"

/**
 * SHOP_TIME_ZONE from the settings given, checked: an unknown zone stops the server at start, not at the
 * first e-mail (src/config/time-zone.ts reads it from the environment when it loads).
 */
export function shopTimeZone(env: Record<string, string | undefined>): string {
  const zone = env.SHOP_TIME_ZONE || DEFAULT_SHOP_TIME_ZONE
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone })
  } catch {
    throw new Error(`SHOP_TIME_ZONE=${zone} is not a time zone (e.g. Africa/Nairobi).`)
  }
  return zone
}

const longDates = new Map<string, Intl.DateTimeFormat>()

/**
 * A date as the shop writes it (the storefront's `formatDate` is its twin): English (US) long
 * format in the shop's time zone, "March 5, 2025", so an order placed at 01:00 in Nairobi is dated
 * that day. Empty for an invalid date.
 */
export function formatShopDate(value: string | number | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ""
  let format = longDates.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone })
    longDates.set(timeZone, format)
  }
  return format.format(date)
}
